/** The notification center's page, a chunk of its own (see page-routes). */
export { NotificationsPage } from '../../notification-center';
