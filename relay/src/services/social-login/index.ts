/** The social-login feature's public entry: what other folders may import from it. */
export { socialLoginRoutes } from './routes';
