/** The jobseekers feature's public entry: what other folders may import from it. */
export { recordProfileView } from './profile-views';
export { jobseekersRoutes } from './routes';
