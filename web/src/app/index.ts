/** The app's public entry: the shell and routes the browser and server entries render. */
export { AppShell } from './AppShell';
export { loadPagesAt, pageRouteAt, SiteRoutes } from './page-routes';
