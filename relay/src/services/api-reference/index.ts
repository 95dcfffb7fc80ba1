/** The api-reference feature's public entry: what other folders may import from it. */
export { apiReferenceRoutes } from './routes';
