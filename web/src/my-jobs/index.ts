/** The my-jobs feature's public entry: what other folders may import from it. */
export { MyJobsPage } from './MyJobsPage';
