/** The recommendation feature's public entry: what other folders may import from it. */
export { recommendationRoutes } from './routes';
