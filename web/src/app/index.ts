/**
 * What every page sits in (the shell, the layout, the error screen) and the site's page tables:
 * the public runtime (src/public-main.tsx) renders them without a router; ../site-routes routes them.
 */
export { AppShell } from './AppShell';
export { PageErrorBoundary } from './PageErrorBoundary';
export { LazyPage, type Page, type PageModule, type PageRoute, pageOf, publicPages } from './public-pages';
export { SiteLayout } from './SiteLayout';
