import webpush from 'web-push';
import type { RelayConfig } from '../../config/config';
import type { Db } from '../../db/database';

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), by the web-push
 * library. The key pair comes from the environment or is made once and kept in the database, so
 * every relay on it signs with the key browsers subscribed with.
 */
export async function createWebPush(options: { db: Db; config: RelayConfig }) {
  const { db, config } = options;
  const keys = await vapidKeys(db, config);
  const vapidDetails = { subject: config.VAPID_SUBJECT ?? mailtoOf(config.MAIL_FROM), ...keys };

  return {
    publicKey: keys.publicKey,
    /**
     * Posts one notification to a subscription's push service. 'gone': the browser dropped the
     * subscription (404/410), so it is deleted and never tried again; other failures throw, for
     * the outbox to retry.
     */
    async deliver(endpoint: string, payload: string): Promise<'web_push' | 'gone'> {
      const subscription = await db
        .selectFrom('web_push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth'])
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      if (!subscription) return 'gone';
      // The library writes the request (VAPID JWT, aes128gcm body); fetch posts it, to https or,
      // for a local stand-in, http.
      const details = webpush.generateRequestDetails(
        { endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails, TTL: pushTtlSeconds, urgency: 'high' },
      );
      const answer = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        signal: AbortSignal.timeout(10_000),
      });
      if (answer.status === 404 || answer.status === 410) {
        await db.deleteFrom('web_push_subscriptions').where('endpoint', '=', endpoint).execute();
        return 'gone';
      }
      if (!answer.ok) throw new Error(`push service answered ${answer.status}: ${await answer.text()}`);
      return 'web_push';
    },
  };
}

export type WebPush = Awaited<ReturnType<typeof createWebPush>>;

/** A chat notification a day late is still worth showing; older, the seeker has seen the chat. */
const pushTtlSeconds = 24 * 60 * 60;

async function vapidKeys(db: Db, config: RelayConfig): Promise<{ publicKey: string; privateKey: string }> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const stored = () =>
    db
      .selectFrom('web_push_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', 1)
      .executeTakeFirst();
  let row = await stored();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    // Two relays starting at once both try; the first row wins and both read it back.
    await db
      .insertInto('web_push_keys')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await stored();
  }
  if (!row) throw new Error('no VAPID keys stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** VAPID wants a contact: the mail sender's address ('Talkhire <a@b>' → 'mailto:a@b'). */
function mailtoOf(from: string): string {
  return `mailto:${from.match(/<([^>]+)>/)?.[1] ?? from}`;
}
