/** The metrics feature's public entry: what other folders may import from it. */
export { metricsRoutes } from './routes';
