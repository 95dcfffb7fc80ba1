/** The job-applications feature's public entry: what other folders may import from it. */
export { applyToJob } from './apply-to-job';
export { appendApplicationEvent, recordApplicationEvent } from './record-application-event';
export { jobApplicationsRoutes } from './routes';
