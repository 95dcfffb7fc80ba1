/** The single-page app's routes over the site's pages, in the browser (main.tsx) and on the server. */
export { loadPagesAt, pageRouteAt, SiteRoutes } from './page-routes';
