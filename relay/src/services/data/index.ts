/** The data feature's public entry: what other folders may import from it. */
export { dataRoutes } from './routes';
