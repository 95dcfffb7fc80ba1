/** The service worker script vite builds for the chat: the workers package's entry, as it is. */
import '@talkhire/workers/service-worker';
