/** The web feature's public entry: what other folders may import from it. */
export { webRoutes } from './routes';
