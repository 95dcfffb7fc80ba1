import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-list';
import { sendSystemNotice } from './system-notices';

/** /api/notification/notifications: the seeker's notification center (issue 17 §5). */
export async function notificationCenterRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.notificationCenter;

  serveEndpoint(app, api.list, ({ viewer, query }) => listNotifications(db, viewer.userId, query));
  serveEndpoint(app, api.unreadCount, async ({ viewer }) => ({
    unread: await countUnread(db, viewer.userId),
  }));
  serveEndpoint(app, api.markRead, ({ viewer, params }) =>
    markNotificationRead(db, viewer.userId, params.id),
  );
  serveEndpoint(app, api.markAllRead, ({ viewer }) => markAllNotificationsRead(db, viewer.userId));
}

/** /ops/system-notices: registered inside the ops routes, behind their token. */
export async function systemNoticeRoutes(app: FastifyInstance) {
  serveEndpoint(
    app,
    endpoints.notificationCenter.sendSystemNotice,
    ({ body }) =>
      sendSystemNotice(app.services, { userIds: body.user_ids, title: body.title, text: body.text }),
    { sameForEveryone: true },
  );
}
