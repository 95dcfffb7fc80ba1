/** The SharedWorker script vite builds for the chat: the workers package's entry, as it is. */
import '@talkhire/workers/shared-worker';
