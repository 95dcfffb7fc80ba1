/** The maintenance feature's public entry: what other folders may import from it. */
export { MaintenancePage } from './MaintenancePage';
export { useWebsiteOutage } from './use-website-outage';
