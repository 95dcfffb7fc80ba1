/** The companies feature's public entry: what other folders may import from it. */
export { companiesRoutes } from './routes';
