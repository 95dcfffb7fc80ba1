/** The notification center's public entry (issue 17 §5): what other folders may import from it. */
export { type NotificationPush, notificationChannel } from './notification-channel';
export { type NotificationInput, notify } from './notify';
export { notificationCenterRoutes, systemNoticeRoutes } from './routes';
