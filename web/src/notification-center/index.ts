/** The notification center's public entry (issue 17 §5): the header's bell and the page. */
export { NotificationBell } from './NotificationBell';
export { NotificationsPage } from './NotificationsPage';
