import type { TChatEvent, TChatMessage, TChatStoredBody } from '@talkhire/contracts';
import { sql, type Transaction } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** One event at its position in its chat's log, as published to every relay. */
export interface ChatDelivery {
  chat_id: number;
  seq: number;
  /** The chat's members: both hear of every position, so a socket can skip what is not its own. */
  members: readonly number[];
  /** The one member the event is for (their own view of the chat); null when it is for both. */
  audience: number | null;
  event: TChatEvent;
}

/** The bus channel every relay listens on; each delivers to the sockets it holds. */
export const chatEventsChannel = 'chat:events';

/** Whether a member is told of a delivery, or only steps over its position. */
export function isFor(delivery: Pick<ChatDelivery, 'audience'>, userId: number): boolean {
  return delivery.audience === null || delivery.audience === userId;
}

/**
 * Appends an event at the chat's next position. Taking the position updates the chat's row, which
 * stays locked until commit, so a reader never sees position n+1 of a chat before n. Only the
 * chat is locked: two members' other chats, and their sends there, go on in parallel.
 */
export async function appendChatEvent(
  trx: Transaction<Database>,
  chatId: number,
  event: TChatEvent,
  audience: number | null = null,
): Promise<ChatDelivery> {
  const chat = await trx
    .updateTable('chats')
    .set({ last_event_seq: sql`last_event_seq + 1` })
    .where('id', '=', chatId)
    .returning(['last_event_seq', 'jobseeker_id', 'recruiter_user_id'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('chat_events')
    .values({
      chat_id: chatId,
      seq: chat.last_event_seq,
      audience_user_id: audience,
      event: JSON.stringify(event),
    })
    .execute();
  return {
    chat_id: chatId,
    seq: chat.last_event_seq,
    members: [chat.jobseeker_id, chat.recruiter_user_id],
    audience,
    event,
  };
}

/** A position of a chat's log as one member reads it: `event` is null where it is not theirs. */
export interface ChatLogEntry {
  seq: number;
  event: TChatEvent | null;
}

/**
 * Chats' logs after their positions, oldest first, a page of each, as `userId` sees them:
 * messages from their rows, other events from theirs; positions of the other member's own events,
 * of messages this member deleted and of what they cleared come without an event, so a reader
 * steps over them. Many chats in one statement (a new browser of a Boss with thousands of chats);
 * each chat's two sources merge in position order along their keys.
 */
export async function readChatLogs(
  db: Db,
  input: { userId: number; from: [chatId: number, after: number][]; limit: number },
): Promise<Map<number, ChatLogEntry[]>> {
  const { userId, from, limit } = input;
  const logs = new Map<number, ChatLogEntry[]>(from.map(([chatId]) => [chatId, []]));
  if (from.length === 0) return logs;
  const { rows } = await sql<LogRow>`
    select k.chat_id, log.* from unnest(${from.map(([chatId]) => chatId)}::int[],
      ${from.map(([, after]) => after)}::int[]) as k(chat_id, after)
    left join chat_member_states s on s.chat_id = k.chat_id and s.user_id = ${userId}
    cross join lateral (
      select * from (
        select m.event_seq as seq, null::jsonb as event, m.id, m.chat_seq, m.sender_user_id,
          m.client_id::text as client_id, m.body, m.created_at,
          m.chat_seq > coalesce(s.cleared_up_to, 0) and h.message_id is null as visible
        from chat_messages m
        left join chat_hidden_messages h on h.message_id = m.id and h.user_id = ${userId}
        where m.chat_id = k.chat_id and m.event_seq > k.after
        union all
        select e.seq, e.event, null, null, null, null, null, null,
          coalesce(e.audience_user_id = ${userId}, true)
        from chat_events e where e.chat_id = k.chat_id and e.seq > k.after
      ) one order by seq limit ${limit}
    ) log
    order by k.chat_id, log.seq`.execute(db);
  for (const row of rows) {
    logs.get(row.chat_id)?.push({ seq: row.seq, event: row.visible ? eventOf(row) : null });
  }
  return logs;
}

interface LogRow {
  chat_id: number;
  seq: number;
  event: TChatEvent | null;
  id: number | null;
  chat_seq: number | null;
  sender_user_id: number | null;
  client_id: string | null;
  body: TChatStoredBody | null;
  created_at: Date | null;
  visible: boolean;
}

function eventOf(row: LogRow): TChatEvent {
  if (row.event) return row.event;
  return { type: 'message', message: messageOf(row) };
}

function messageOf(row: LogRow): TChatMessage {
  return {
    id: row.id!,
    chat_id: row.chat_id,
    chat_seq: row.chat_seq!,
    sender_user_id: row.sender_user_id!,
    client_id: row.client_id!,
    body: row.body!,
    sent_at: row.created_at!.toISOString(),
  };
}

/** The newest position of each of a member's chats. */
export async function memberChatHeads(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('chats')
    .select(['id', 'last_event_seq'])
    .where((eb) => eb.or([eb('jobseeker_id', '=', userId), eb('recruiter_user_id', '=', userId)]))
    .execute();
  return new Map(rows.map((r) => [r.id, r.last_event_seq]));
}

/** After commit: every relay hears of the new events and hands them to the sockets it holds. */
export async function publishChatDeliveries(bus: Bus, deliveries: ChatDelivery[]): Promise<void> {
  if (deliveries.length > 0) await bus.publish(chatEventsChannel, deliveries);
}
