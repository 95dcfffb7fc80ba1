/** The sitemaps feature's public entry: what other folders may import from it. */
export { sitemapsRoutes } from './routes';
