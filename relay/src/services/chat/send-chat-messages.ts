import {
  containsContactInfo,
  errorCodes,
  type TChatCardBody,
  type TChatMessage,
  type TChatMessageBody,
} from '@talkhire/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ChatDelivery } from './chat-event-log';

export type ChatSendOutcome =
  | { ok: true; ack: ChatAck; deliveries: ChatDelivery[] }
  | { ok: false; error: ApiError };

/**
 * Stores many messages in one transaction with a fixed number of statements, whatever their
 * number: the chats locked in id order, resends found by (sender, client_id), every member's
 * seqs taken with one counter upsert (members in id order, so writers never deadlock), then the
 * messages and their events inserted in one statement each. Each input gets its own outcome: a
 * send to a chat its sender is not in, or naming a file that is not theirs, is refused alone and
 * writes nothing; the rest are stored. Outcomes keep the order of the inputs, and so do the seqs.
 */
export async function sendChatMessages(db: Db, inputs: ChatSendInput[]): Promise<ChatSendOutcome[]> {
  if (inputs.length === 0) return [];
  return db.transaction().execute((trx) => storeChatMessages(trx, inputs));
}

interface LockedChat {
  id: number;
  jobseeker_id: number;
  recruiter_user_id: number;
  company_id: number;
  last_chat_seq: number;
  blocked: boolean;
  /** A mobile-number exchange of this chat is finished: contact details may be written. */
  numbers_shared: boolean;
}

/** A new message with its place in its chat and each member's seq for its event. */
interface MessageRow {
  input: ChatSendInput;
  chat: LockedChat;
  chatSeq: number;
  seqs: { userId: number; seq: number }[];
  senderSeq: number;
}

/** The same inside a caller's transaction (a card placed together with its record's change). */
export async function storeChatMessages(
  trx: Transaction<Database>,
  inputs: ChatSendInput[],
): Promise<ChatSendOutcome[]> {
  const outcomes: (ChatSendOutcome | undefined)[] = inputs.map(() => undefined);
  const chatIds = [...new Set(inputs.map((i) => i.chatId))].sort((a, b) => a - b);
  const chats = await lockChats(trx, chatIds);
  const earlier = await earlierSends(trx, inputs);
  const files = await ownFiles(trx, inputs);

  // What is new, in input order; a client_id repeated within the batch is one message.
  const fresh: { index: number; input: ChatSendInput; chat: LockedChat }[] = [];
  const firstOfKey = new Map<string, number>();
  inputs.forEach((input, index) => {
    const chat = chats.get(input.chatId);
    const isMember =
      chat && (chat.jobseeker_id === input.senderUserId || chat.recruiter_user_id === input.senderUserId);
    if (!chat || !isMember) {
      outcomes[index] = { ok: false, error: ApiError.notFound() };
      return;
    }
    // Spec §6: once the seeker blocked the company, neither side reaches the other.
    if (chat.blocked) {
      outcomes[index] = { ok: false, error: new ApiError(errorCodes.noPermission) };
      return;
    }
    const key = sendKey(input.senderUserId, input.clientId);
    const stored = earlier.get(key);
    if (stored) {
      outcomes[index] = {
        ok: true,
        ack: {
          client_id: input.clientId,
          seq: stored.sender_seq,
          message_id: stored.id,
          sent_at: stored.created_at.toISOString(),
        },
        deliveries: [],
      };
      return;
    }
    if (!attachmentFits(input, files)) {
      outcomes[index] = { ok: false, error: new ApiError(errorCodes.parameterInvalid) };
      return;
    }
    // Spec §8 41344: contact details travel through the number exchange, not in messages.
    if (input.body.kind === 'text' && !chat.numbers_shared && containsContactInfo(input.body.text)) {
      outcomes[index] = { ok: false, error: new ApiError(errorCodes.noContactInMessages) };
      return;
    }
    if (firstOfKey.has(key)) return; // answered below with the first one's ack
    firstOfKey.set(key, index);
    fresh.push({ index, input, chat });
  });

  if (fresh.length > 0) {
    const sentAt = new Date();
    const members = fresh.map(({ chat }) =>
      [chat.jobseeker_id, chat.recruiter_user_id].sort((a, b) => a - b),
    );
    const seqOf = await takeSeqs(trx, members.flat());
    const chatSeq = new Map<number, number>();
    const rows = fresh.map(({ input, chat }, n): MessageRow => {
      const next = (chatSeq.get(chat.id) ?? chat.last_chat_seq) + 1;
      chatSeq.set(chat.id, next);
      const seqs = members[n]!.map((userId) => ({ userId, seq: seqOf(userId) }));
      const senderSeq = seqs.find((s) => s.userId === input.senderUserId)!.seq;
      return { input, chat, chatSeq: next, seqs, senderSeq };
    });
    const idOf = await insertMessages(trx, rows, sentAt);
    rows.forEach((r, n) => {
      const message: TChatMessage = {
        id: idOf.get(`${r.chat.id}:${r.chatSeq}`)!,
        chat_id: r.chat.id,
        chat_seq: r.chatSeq,
        sender_user_id: r.input.senderUserId,
        client_id: r.input.clientId,
        body: r.input.body,
        sent_at: sentAt.toISOString(),
      };
      const event = { type: 'message' as const, message };
      const deliveries = r.seqs.map(({ userId, seq }) => ({ user_id: userId, seq, event }));
      outcomes[fresh[n]!.index] = {
        ok: true,
        ack: {
          client_id: r.input.clientId,
          seq: r.senderSeq,
          message_id: message.id,
          sent_at: message.sent_at,
        },
        deliveries,
      };
    });
  }

  // A client_id sent twice in one batch: the repeat gets the first one's ack and nothing else.
  return inputs.map((input, index) => {
    const outcome = outcomes[index];
    if (outcome) return outcome;
    const first = outcomes[firstOfKey.get(sendKey(input.senderUserId, input.clientId))!]!;
    return first.ok ? { ...first, deliveries: [] } : first;
  });
}

/**
 * One upsert takes every member's next seqs: a member with n events in the batch moves their
 * counter by n, and the seqs are handed out from the old value up, in the order asked for.
 */
async function takeSeqs(trx: Transaction<Database>, userIds: number[]): Promise<(userId: number) => number> {
  const counts = new Map<number, number>();
  for (const id of userIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ordered = [...counts.entries()].sort(([a], [b]) => a - b);
  const { rows: heads } = await sql<{ user_id: number; last_seq: number }>`
    insert into chat_event_seqs (user_id, last_seq)
    select * from unnest(${ordered.map(([id]) => id)}::int[], ${ordered.map(([, n]) => n)}::bigint[])
    on conflict (user_id) do update set last_seq = chat_event_seqs.last_seq + excluded.last_seq
    returning user_id, last_seq`.execute(trx);
  const next = new Map(heads.map((h) => [h.user_id, h.last_seq - counts.get(h.user_id)! + 1]));
  return (userId) => {
    const seq = next.get(userId)!;
    next.set(userId, seq + 1);
    return seq;
  };
}

/**
 * Locks the batch's chats in id order and tells, with each, whether its seeker blocked the
 * chat's company: one statement instead of a lock and a lookup.
 */
async function lockChats(trx: Transaction<Database>, chatIds: number[]): Promise<Map<number, LockedChat>> {
  const { rows } = await sql<LockedChat>`select c.id, c.jobseeker_id, c.recruiter_user_id, c.company_id,
      c.last_chat_seq, exists (select 1 from company_blocks b
        where b.user_id = c.jobseeker_id and b.company_id = c.company_id) as blocked,
      exists (select 1 from chat_exchanges x where x.chat_id = c.id and x.kind = 'mobile'
        and x.status = 'finished') as numbers_shared
    from chats c where c.id = any(${chatIds}::int[]) order by c.id for update of c`.execute(trx);
  return new Map(rows.map((c) => [c.id, c]));
}

/**
 * The messages, their members' events and the chats' positions in one statement whose text never
 * changes: rows travel as one JSON parameter, so neither Kysely nor PostgreSQL handles thousands
 * of placeholders per batch. Each event is built from its message's row once the id is known.
 * Returns each message's id by `chat_id:chat_seq`.
 */
async function insertMessages(
  trx: Transaction<Database>,
  rows: MessageRow[],
  sentAt: Date,
): Promise<Map<string, number>> {
  const messages = rows.map((r) => ({
    chat_id: r.chat.id,
    chat_seq: r.chatSeq,
    sender_user_id: r.input.senderUserId,
    client_id: r.input.clientId,
    sender_seq: r.senderSeq,
    kind: r.input.body.kind,
    body: r.input.body,
  }));
  const events = rows.flatMap((r) =>
    r.seqs.map(({ userId, seq }) => ({ user_id: userId, seq, chat_id: r.chat.id, chat_seq: r.chatSeq })),
  );
  const lastOfChat = new Map(rows.map((r) => [r.chat.id, r.chatSeq]));
  const { rows: inserted } = await sql<{ id: number; chat_id: number; chat_seq: number }>`
    with v as (
      select * from json_to_recordset(${JSON.stringify(messages)}::json) as v(chat_id int, chat_seq int,
        sender_user_id int, client_id text, sender_seq bigint, kind text, body jsonb)
    ), m as (
      insert into chat_messages (chat_id, chat_seq, sender_user_id, client_id, sender_seq, kind, body, created_at)
      select chat_id, chat_seq, sender_user_id, client_id::uuid, sender_seq, kind, body, ${sentAt} from v
      returning id, chat_id, chat_seq
    ), e as (
      insert into chat_events (user_id, seq, event)
      select d.user_id, d.seq, jsonb_build_object('type', 'message', 'message', jsonb_build_object(
        'id', m.id, 'chat_id', v.chat_id, 'chat_seq', v.chat_seq, 'sender_user_id', v.sender_user_id,
        'client_id', v.client_id, 'body', v.body, 'sent_at', ${sentAt.toISOString()}::text))
      from json_to_recordset(${JSON.stringify(events)}::json) as d(user_id int, seq bigint, chat_id int, chat_seq int)
      join v using (chat_id, chat_seq) join m using (chat_id, chat_seq)
    ), c as (
      update chats set last_chat_seq = l.chat_seq, last_message_at = ${sentAt}
      from unnest(${[...lastOfChat.keys()]}::int[], ${[...lastOfChat.values()]}::int[]) as l(id, chat_seq)
      where chats.id = l.id and chats.id = any(${[...lastOfChat.keys()]}::int[])
    )
    select id, chat_id, chat_seq from m`.execute(trx);
  return new Map(inserted.map((m) => [`${m.chat_id}:${m.chat_seq}`, m.id]));
}

async function earlierSends(trx: Transaction<Database>, inputs: ChatSendInput[]) {
  // The pairs as a table joined to the (sender, client_id) index: one index probe per send. Two
  // `= any(...)` lists instead made PostgreSQL misjudge the rows and scan every message.
  const { rows } = await sql<{
    id: number;
    sender_user_id: number;
    client_id: string;
    sender_seq: number;
    created_at: Date;
  }>`select m.id, m.sender_user_id, m.client_id, m.sender_seq, m.created_at
    from unnest(${inputs.map((i) => i.senderUserId)}::int[], ${inputs.map((i) => i.clientId)}::uuid[])
      as k(sender_user_id, client_id)
    join chat_messages m on m.sender_user_id = k.sender_user_id and m.client_id = k.client_id`.execute(trx);
  return new Map(rows.map((r) => [sendKey(r.sender_user_id, r.client_id), r]));
}

/** Images and files must name a file their sender uploaded, of the kind and size claimed. */
async function ownFiles(trx: Transaction<Database>, inputs: ChatSendInput[]) {
  const ids = inputs.flatMap((i) =>
    i.body.kind === 'image' || i.body.kind === 'file' ? [i.body.file_id] : [],
  );
  if (ids.length === 0) return new Map<string, { uploader_user_id: number; mime: string; size: number }>();
  const rows = await trx
    .selectFrom('chat_files')
    .select(['id', 'uploader_user_id', 'mime', 'size'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

function attachmentFits(
  input: ChatSendInput,
  files: Map<string, { uploader_user_id: number; mime: string; size: number }>,
): boolean {
  const { body } = input;
  if (body.kind !== 'image' && body.kind !== 'file') return true;
  const file = files.get(body.file_id);
  return (
    file !== undefined &&
    file.uploader_user_id === input.senderUserId &&
    file.mime === body.mime &&
    file.size === body.size &&
    (body.kind === 'image') === file.mime.startsWith('image/')
  );
}

function sendKey(senderUserId: number, clientId: string): string {
  return `${senderUserId}:${clientId}`;
}

export interface ChatAck {
  client_id: string;
  seq: number;
  message_id: number;
  sent_at: string;
}

export interface ChatSendInput {
  senderUserId: number;
  /** The idempotency key: a resend of a stored message writes nothing and gets the same ack. */
  clientId: string;
  chatId: number;
  /** Cards are placed by the relay only: the socket's frames carry message bodies alone. */
  body: TChatMessageBody | TChatCardBody;
}

/**
 * Stores one message and one event per member. A chat the sender is not a member of is answered
 * as not found, an attachment that is not the sender's as invalid, and nothing is written.
 * Sockets go through the send queue, which stores many at once the same way.
 */
export async function sendChatMessage(
  db: Db,
  input: ChatSendInput,
): Promise<{ ack: ChatAck; deliveries: ChatDelivery[] }> {
  const [outcome] = await sendChatMessages(db, [input]);
  if (!outcome?.ok) throw outcome?.error;
  return outcome;
}
