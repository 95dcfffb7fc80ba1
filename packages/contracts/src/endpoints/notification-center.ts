import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import {
  ZNotificationIdParams,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationMarked,
  ZNotificationUnreadCount,
  ZSystemNoticeBody,
  ZSystemNoticeSent,
} from '../notification-center';

/**
 * Issue 17 §5, the notification center, under the spec's `notification` service: the seeker's
 * notices page by page, the unread count of the header's bell, marking one or all read. New ones
 * also arrive over the chat socket (a `notification` frame) to the seeker's open tabs.
 */
export const notificationCenterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notification/notifications',
    summary: 'The seeker’s notifications, newest first, a page at a time (`unread=1`: unread ones only).',
    auth: 'seeker',
    query: ZNotificationListQuery,
    response: ZNotificationList,
    errors: [],
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notification/notifications/unread-count',
    summary: 'How many of the seeker’s notifications are unread (the header’s badge).',
    auth: 'seeker',
    response: ZNotificationUnreadCount,
    errors: [],
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notification/notifications/:id/read',
    summary: 'Mark one of the seeker’s notifications read (again is harmless); another’s is not found.',
    auth: 'seeker',
    params: ZNotificationIdParams,
    response: ZNotificationMarked,
    errors: [errorCodes.notFound],
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notification/notifications/read-all',
    summary: 'Mark every notification of the seeker read.',
    auth: 'seeker',
    response: ZNotificationMarked,
    errors: [],
  }),
  sendSystemNotice: endpoint({
    method: 'POST',
    path: '/ops/system-notices',
    summary:
      'Operations: a system notice into the notification center of the seekers named (or of every seeker). Needs `Authorization: Bearer {OPS_TOKEN}`; served only when that token is set.',
    auth: 'anyone',
    body: ZSystemNoticeBody,
    response: ZSystemNoticeSent,
    errors: [errorCodes.credentialsNotProvided],
  }),
};
