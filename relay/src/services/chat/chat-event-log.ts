import type { TChatEvent } from '@talkhire/contracts';
import { sql, type Transaction } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** One event as stored in, and replayed from, a member's log. */
export interface ChatDelivery {
  user_id: number;
  seq: number;
  event: TChatEvent;
}

/** The bus channel every relay listens on; each delivers to the sockets it holds. */
export const chatEventsChannel = 'chat:events';

/**
 * Appends one event to each member's log with that member's next seq. The counter row stays locked
 * until commit, so a reader never sees seq n+1 before n: the logs have no gaps, ever. Members are
 * locked in id order, so two sends in opposite directions cannot deadlock.
 */
export async function appendChatEvents(
  trx: Transaction<Database>,
  userIds: number[],
  event: TChatEvent,
): Promise<ChatDelivery[]> {
  const deliveries: ChatDelivery[] = [];
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    const { last_seq: seq } = await trx
      .insertInto('chat_event_seqs')
      .values({ user_id: userId, last_seq: 1 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seq: sql`chat_event_seqs.last_seq + 1` }))
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_events')
      .values({ user_id: userId, seq, event: JSON.stringify(event) })
      .execute();
    deliveries.push({ user_id: userId, seq, event });
  }
  return deliveries;
}

/** A member's events after `afterSeq`, oldest first, one page at a time. */
export async function readChatEvents(
  db: Db,
  userId: number,
  afterSeq: number,
  limit: number,
): Promise<ChatDelivery[]> {
  const rows = await db
    .selectFrom('chat_events')
    .select(['user_id', 'seq', 'event'])
    .where('user_id', '=', userId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows;
}

/** The newest seq in a member's log (0 when empty). */
export async function headChatSeq(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_event_seqs')
    .select('last_seq')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_seq ?? 0;
}

/** After commit: every relay hears of the new events and hands them to the sockets it holds. */
export async function publishChatDeliveries(bus: Bus, deliveries: ChatDelivery[]): Promise<void> {
  if (deliveries.length > 0) await bus.publish(chatEventsChannel, deliveries);
}
