import { errorCodes, ZWebPushEndpointBody, ZWebPushSubscriptionBody } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSeekerOnEveryRoute, seekerOf } from '../jobseekers/signed-in-seeker';

/**
 * /api/notification/web-push: the VAPID public key a browser subscribes with, and the browser's
 * subscription, kept for the signed-in user until the browser gives it up or its push service says
 * it is gone. Notifications are written in the language the site had when it subscribed.
 */
export const webPushRoutes: ZodPlugin = async (app) => {
  const { db, webPush, config } = app.services;
  requireSeekerOnEveryRoute(app);

  app.get('/web-push/public-key', async () => ok({ public_key: webPush.publicKey }));

  app.post('/web-push/subscriptions', { schema: { body: ZWebPushSubscriptionBody } }, async (request) => {
    const { userId } = seekerOf(request);
    const { endpoint, keys } = request.body;
    // The relay posts to this address: only a push service's https one, so it cannot be aimed inward.
    if (new URL(endpoint).protocol !== 'https:' && config.WEB_PUSH_ALLOW_HTTP !== '1') {
      throw new ApiError(errorCodes.parameterInvalid, { fields: { endpoint: ['field.invalid_format'] } });
    }
    const values = {
      user_id: userId,
      p256dh: keys.p256dh,
      auth: keys.auth,
      language: request.locale.language,
    };
    // An endpoint another account holds moves only for the browser that holds it: its auth secret
    // is known to that browser alone. Anyone else re-posting the address would take its pushes.
    const kept = await db
      .insertInto('web_push_subscriptions')
      .values({ endpoint, ...values })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet(values)
          .where((eb) =>
            eb.or([
              eb('web_push_subscriptions.user_id', '=', userId),
              eb('web_push_subscriptions.auth', '=', keys.auth),
            ]),
          ),
      )
      .returning('endpoint')
      .executeTakeFirst();
    if (!kept)
      throw new ApiError(errorCodes.noPermission, { fields: { endpoint: ['field.push_endpoint_taken'] } });
    return ok({ subscribed: true });
  });

  app.delete('/web-push/subscriptions', { schema: { body: ZWebPushEndpointBody } }, async (request) => {
    const { userId } = seekerOf(request);
    await db
      .deleteFrom('web_push_subscriptions')
      .where('endpoint', '=', request.body.endpoint)
      .where('user_id', '=', userId)
      .execute();
    return ok({ subscribed: false });
  });
};
