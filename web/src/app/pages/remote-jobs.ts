/** The remote-jobs pages, one chunk loaded when one of them is opened (see page-routes). */
export { RemoteJobsPage } from '../../remote-jobs';
