/** The bus channel of new notices: every relay hands each to the chat sockets it holds for its seeker. */
export const notificationChannel = 'notification:new';

/** A new notice, as the chat socket's `notification` frame tells it. */
export interface NotificationPush {
  user_id: number;
  notification_id: number;
  unread: number;
}
