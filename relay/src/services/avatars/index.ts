/** The avatars feature's public entry: what other folders may import from it. */
export { avatarRoutes } from './routes';
