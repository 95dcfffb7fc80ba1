/** The apply pages, one chunk loaded when one of them is opened (see page-routes). */
export { AppliedJobsPage, ApplySuccessPage } from '../../apply';
