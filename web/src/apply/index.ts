/** The apply feature's public entry: what other folders may import from it. */
export { AppliedJobsPage } from './AppliedJobsPage';
export { ApplyButton } from './ApplyButton';
export { ApplySuccessPage } from './ApplySuccessPage';
