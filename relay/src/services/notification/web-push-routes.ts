import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { removeWebPushSubscription, saveWebPushSubscription } from './web-push-subscriptions';

/**
 * /api/notification/web-push: the VAPID public key a browser subscribes with, and the browser's
 * subscription, kept for the signed-in user until the browser gives it up or its push service says
 * it is gone. Notifications are written in the language the site had when it subscribed.
 */
export async function webPushRoutes(app: FastifyInstance) {
  const { db, webPush, config } = app.services;
  const api = endpoints.notifications;

  serveEndpoint(app, api.publicKey, async () => ({ public_key: webPush.publicKey }));
  serveEndpoint(app, api.subscribe, async ({ viewer, body, locale }) => {
    await saveWebPushSubscription(db, {
      userId: viewer.userId,
      subscription: body,
      language: locale.language,
      allowHttp: config.WEB_PUSH_ALLOW_HTTP === '1',
    });
    return { subscribed: true };
  });
  serveEndpoint(app, api.unsubscribe, async ({ viewer, body }) => {
    await removeWebPushSubscription(db, { userId: viewer.userId, endpoint: body.endpoint });
    return { subscribed: false };
  });
}
