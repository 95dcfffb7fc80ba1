/** The health feature's public entry: what other folders may import from it. */
export { createMetrics, type Metrics } from './metrics';
export { healthRoutes } from './routes';
