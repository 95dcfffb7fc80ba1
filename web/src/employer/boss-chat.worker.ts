/**
 * The employer site's chat SharedWorker: the same core as the seeker site's, on the employer
 * origin, so it has its own socket (the recruiter's session cookie) and its own Dexie store.
 */
import { serveChatInSharedWorker } from '@talkhire/workers/shared-worker';
import { machineInspectOptions } from '../machine-inspection';

serveChatInSharedWorker(machineInspectOptions);
