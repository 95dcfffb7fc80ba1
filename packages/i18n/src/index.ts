export { errorMessage } from './error-message';
export { keyPaths, missingKeys } from './parity';
export { jobseekerParts, type Messages, type Namespace, resources } from './resources';
export { namespaceFileIds, translate, translationVersion } from './translate';
export { createHash } from './version';
