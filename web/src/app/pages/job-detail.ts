/** The job-detail pages, one chunk loaded when one of them is opened (see page-routes). */
export { JobDetailPage } from '../../job-detail';
