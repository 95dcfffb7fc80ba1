/** The remote-jobs feature's public entry: what other folders may import from it. */
export { RemoteJobsPage } from './RemoteJobsPage';
