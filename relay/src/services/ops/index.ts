/** The ops feature's public entry: what other folders may import from it. */
export { opsRoutes } from './routes';
