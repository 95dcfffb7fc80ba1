/** The job-detail feature's public entry: what other folders may import from it. */
export { JobDetailPage } from './JobDetailPage';
export { SaveJobButton } from './SaveJobButton';
