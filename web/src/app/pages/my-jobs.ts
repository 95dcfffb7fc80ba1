/** The my-jobs pages, one chunk loaded when one of them is opened (see page-routes). */
export { MyJobsPage } from '../../my-jobs';
