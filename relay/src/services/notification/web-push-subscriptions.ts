import { errorCodes, type TWebPushSubscriptionBody } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * Keeps a browser's subscription for the user, with the language its notifications are written
 * in. The relay posts to the endpoint: only a push service's https one, so it cannot be aimed
 * inward, unless `allowHttp` (a local push service stand-in).
 */
export async function saveWebPushSubscription(
  db: Db,
  input: { userId: number; subscription: TWebPushSubscriptionBody; language: string; allowHttp: boolean },
): Promise<void> {
  const { userId, language } = input;
  const { endpoint, keys } = input.subscription;
  if (new URL(endpoint).protocol !== 'https:' && !input.allowHttp) {
    throw new ApiError(errorCodes.parameterInvalid, { fields: { endpoint: ['field.invalid_format'] } });
  }
  const values = { user_id: userId, p256dh: keys.p256dh, auth: keys.auth, language };
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
}

/** The browser gave the subscription up; only its own user's subscription is removed. */
export async function removeWebPushSubscription(
  db: Db,
  input: { userId: number; endpoint: string },
): Promise<void> {
  await db
    .deleteFrom('web_push_subscriptions')
    .where('endpoint', '=', input.endpoint)
    .where('user_id', '=', input.userId)
    .execute();
}
