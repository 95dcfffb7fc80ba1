/** The SharedWorker script vite builds for the chat: the workers package's chat core, inspected in development. */
import { serveChatInSharedWorker } from '@talkhire/workers/shared-worker';
import { machineInspectOptions } from '../machine-inspection';

serveChatInSharedWorker(machineInspectOptions);
