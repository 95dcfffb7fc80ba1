/**
 * The employer site's chat SharedWorker: the same entry as the seeker site's, on the employer
 * origin, so it has its own socket (the recruiter's session cookie) and its own Dexie store.
 */
import '@talkhire/workers/shared-worker';
