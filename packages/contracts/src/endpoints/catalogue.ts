/** The catalogue's features, each under the name the web and relay use (`endpoints.jobs.detail`). */
export { accountsEndpoints as accounts } from './accounts';
export { applicationsEndpoints as applications } from './applications';
export { bossConsoleEndpoints as bossConsole } from './boss-console';
export { chatEndpoints as chat } from './chat';
export { companiesEndpoints as companies } from './companies';
export { configEndpoints as config } from './config';
export { interviewsEndpoints as interviews } from './interviews';
export { jobAlertsEndpoints as jobAlerts } from './job-alerts';
export { jobsEndpoints as jobs } from './jobs';
export { myJobsEndpoints as myJobs } from './my-jobs';
export { notificationsEndpoints as notifications } from './notifications';
export { platformEndpoints as platform } from './platform';
export { profileEndpoints as profile } from './profile';
export { sitemapsEndpoints as sitemaps } from './sitemaps';
