/** The complete-profile feature's public entry: what other folders may import from it. */
export { CompleteProfilePage } from './CompleteProfilePage';
export { useConfigList } from './config-lists';
