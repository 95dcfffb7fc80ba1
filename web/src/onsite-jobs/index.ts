/** The on-site jobs feature's public entry: what other folders may import from it. */
export { OnsiteJobsPage } from './OnsiteJobsPage';
