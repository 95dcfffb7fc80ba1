/** The job-applications feature's public entry: what other folders may import from it. */
export { appendApplicationEvent, recordApplicationEvent } from './record-application-event';
export { jobApplicationsRoutes } from './routes';
