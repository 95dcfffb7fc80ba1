import type { TNotificationData, TNotificationKind } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type NotificationPush, notificationChannel } from './notification-channel';
import { countUnread } from './notification-list';

/** What a notice is about: its kind, the thing it links to, and the values its text is written from. */
export interface NotificationInput {
  userId: number;
  kind: TNotificationKind;
  chatId?: number | null;
  interviewId?: number | null;
  offerId?: number | null;
  jobId?: number | null;
  alertId?: number | null;
  data?: TNotificationData;
}

/**
 * The one way the product puts a notice in a seeker's notification center. Given the bus (called
 * after the caller's commit), the seeker's open tabs hear of it at once over the chat socket; inside
 * a caller's transaction (a scheduled task claiming its work) it is stored with that work and the
 * tabs find it at their next read of the count.
 */
export async function notify(
  target: { db: Db | Transaction<Database>; bus?: Bus | undefined },
  input: NotificationInput,
): Promise<number> {
  const { id } = await target.db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      kind: input.kind,
      chat_id: input.chatId ?? null,
      interview_id: input.interviewId ?? null,
      offer_id: input.offerId ?? null,
      job_id: input.jobId ?? null,
      alert_id: input.alertId ?? null,
      data: JSON.stringify(input.data ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (target.bus) {
    const push: NotificationPush = {
      user_id: input.userId,
      notification_id: id,
      unread: await countUnread(target.db, input.userId),
    };
    await target.bus.publish(notificationChannel, push);
  }
  return id;
}
