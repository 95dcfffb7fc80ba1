/** The tracking feature's public entry: what other folders may import from it. */
export { trackingRoutes } from './routes';
export { createTracking, type Tracking } from './tracking-service';
