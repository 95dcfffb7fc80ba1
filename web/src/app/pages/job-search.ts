/** The job-search pages, one chunk loaded when one of them is opened (see page-routes). */
export { JobSearchPage, SearchSlugPage } from '../../job-search';
