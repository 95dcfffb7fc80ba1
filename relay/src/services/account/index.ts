/** The account feature's public entry: what other folders may import from it. */
export { accountRoutes } from './routes';
