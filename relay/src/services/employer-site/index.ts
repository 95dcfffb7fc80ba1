/** The employer-site feature's public entry: what other folders may import from it. */
export { keepLoginRoutes } from './keep-login-routes';
