export { createHash } from './version';
export { keyPaths, missingKeys } from './parity';
export { resources, type Messages, type Namespace } from './resources';
export { translate, translationVersion, namespaceFileIds } from './translate';
