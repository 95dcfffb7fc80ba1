/** The on-site jobs landing page, one chunk loaded when it is opened (see page-routes). */
export { OnsiteJobsPage } from '../../onsite-jobs';
