import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A browser's push subscription (migration s): where to post, and the keys to encrypt for it. */
export interface WebPushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The language the notifications are written in: the site's language when it subscribed. */
  language: string;
  created_at: CreatedAt;
}

/** The one VAPID key pair (id 1), base64url as the web-push library writes them. */
export interface WebPushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}
