/** The job-alerts pages, one chunk loaded when one of them is opened (see page-routes). */
export { JobAlertSettingsPage, UnsubscribePage } from '../../job-alerts';
