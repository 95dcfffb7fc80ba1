/** The recommendation feature's public entry: what other folders may import from it. */
export { hotJobTitles } from './hot-job-titles';
export { recommendationRoutes } from './routes';
