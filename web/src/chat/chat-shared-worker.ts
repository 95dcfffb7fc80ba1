/** The SharedWorker script vite builds for the chat: the workers package's entry, as it is. */
import '../api/zod-without-eval';
import '@talkhire/workers/shared-worker';
