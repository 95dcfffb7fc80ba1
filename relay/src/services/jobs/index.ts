/** The jobs feature's public entry: what other folders may import from it. */
export { inEdition, popularWindowMs } from './home-sections';
export { toJobCard } from './job-card';
export { readJobDetail } from './job-detail-read';
export { cardsOf, pageFields } from './my-jobs-query';
export { normalizeQuery } from './related-searches';
export { jobsRoutes } from './routes';
export { jobCards, searchJobs } from './search-jobs';
export { likePattern } from './search-terms';
