/** The job-alerts feature's public entry: what other folders may import from it. */
export { JobAlertActions } from './JobAlertActions';
export { JobAlertSettingsPage } from './JobAlertSettingsPage';
export { UnsubscribePage } from './UnsubscribePage';
