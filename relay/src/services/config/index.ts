/** The config feature's public entry: what other folders may import from it. */
export { configRoutes } from './routes';
export { createWebsiteOutage, type WebsiteOutage } from './website-outage';
