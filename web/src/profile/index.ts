/** The profile feature's public entry: what other folders may import from it. */

export { AutoSendResumeSetting } from './AutoSendResumeSetting';
export { ProfilePage } from './ProfilePage';
