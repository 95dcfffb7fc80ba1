/** The avatars feature's public entry: what other folders may import from it. */
export { replaceAvatar } from './avatars';
export { avatarRoutes } from './routes';
