/** The resume-sync feature's public entry: what other folders may import from it. */
export { resumeSyncRoutes } from './routes';
