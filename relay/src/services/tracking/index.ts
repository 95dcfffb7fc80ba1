/** The tracking feature's public entry: what other folders may import from it. */
export { clickHouseSink } from './clickhouse-sink';
export type { EventSink } from './event-sink';
export { trackingRoutes } from './routes';
export { createTracking, type Tracking } from './tracking-service';
