import { errorCodes, type TChatMessage } from '@talkhire/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ChatDelivery } from './chat-event-log';
import type { ChatAck, ChatSendInput } from './send-chat-message';

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
  return db.transaction().execute((trx) => storeBatch(trx, inputs));
}

interface LockedChat {
  id: number;
  jobseeker_id: number;
  recruiter_user_id: number;
  company_id: number;
  last_chat_seq: number;
}

async function storeBatch(trx: Transaction<Database>, inputs: ChatSendInput[]): Promise<ChatSendOutcome[]> {
  const outcomes: (ChatSendOutcome | undefined)[] = inputs.map(() => undefined);
  const chatIds = [...new Set(inputs.map((i) => i.chatId))].sort((a, b) => a - b);
  const chats = new Map(
    (
      await trx
        .selectFrom('chats')
        .select(['id', 'jobseeker_id', 'recruiter_user_id', 'company_id', 'last_chat_seq'])
        .where('id', 'in', chatIds)
        .orderBy('id')
        .forUpdate()
        .execute()
    ).map((c) => [c.id, c]),
  );
  const blocked = await blockedChats(trx, [...chats.values()]);
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
    if (blocked.has(chat.id)) {
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
    const rows = fresh.map(({ input, chat }, n) => {
      const next = (chatSeq.get(chat.id) ?? chat.last_chat_seq) + 1;
      chatSeq.set(chat.id, next);
      const seqs = members[n]!.map((userId) => ({ userId, seq: seqOf(userId) }));
      return { input, chat, chatSeq: next, seqs };
    });
    const inserted = await trx
      .insertInto('chat_messages')
      .values(
        rows.map((r) => ({
          chat_id: r.chat.id,
          chat_seq: r.chatSeq,
          sender_user_id: r.input.senderUserId,
          client_id: r.input.clientId,
          sender_seq: r.seqs.find((s) => s.userId === r.input.senderUserId)!.seq,
          kind: r.input.body.kind,
          body: JSON.stringify(r.input.body),
          created_at: sentAt,
        })),
      )
      .returning(['id', 'chat_id', 'chat_seq'])
      .execute();
    const idOf = new Map(inserted.map((m) => [`${m.chat_id}:${m.chat_seq}`, m.id]));
    const events: ChatDelivery[] = [];
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
      const deliveries = r.seqs.map(({ userId, seq }) => ({
        user_id: userId,
        seq,
        event: { type: 'message' as const, message },
      }));
      events.push(...deliveries);
      const senderSeq = r.seqs.find((s) => s.userId === r.input.senderUserId)!.seq;
      outcomes[fresh[n]!.index] = {
        ok: true,
        ack: {
          client_id: r.input.clientId,
          seq: senderSeq,
          message_id: message.id,
          sent_at: message.sent_at,
        },
        deliveries,
      };
    });
    await trx
      .insertInto('chat_events')
      .values(events.map((e) => ({ user_id: e.user_id, seq: e.seq, event: JSON.stringify(e.event) })))
      .execute();
    const lastOfChat = [...chatSeq.entries()];
    await sql`update chats set last_chat_seq = v.seq, last_message_at = ${sentAt}
      from (values ${sql.join(lastOfChat.map(([id, seq]) => sql`(${id}::int, ${seq}::int)`))}) as v(id, seq)
      where chats.id = v.id`.execute(trx);
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
  const heads = await trx
    .insertInto('chat_event_seqs')
    .values(ordered.map(([user_id, n]) => ({ user_id, last_seq: n })))
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ last_seq: sql`chat_event_seqs.last_seq + excluded.last_seq` }),
    )
    .returning(['user_id', 'last_seq'])
    .execute();
  const next = new Map(heads.map((h) => [h.user_id, h.last_seq - counts.get(h.user_id)! + 1]));
  return (userId) => {
    const seq = next.get(userId)!;
    next.set(userId, seq + 1);
    return seq;
  };
}

/** The chats whose seeker blocked the chat's company. */
async function blockedChats(trx: Transaction<Database>, chats: LockedChat[]): Promise<Set<number>> {
  if (chats.length === 0) return new Set();
  const blocks = await trx
    .selectFrom('company_blocks')
    .select(['user_id', 'company_id'])
    .where('user_id', 'in', [...new Set(chats.map((c) => c.jobseeker_id))])
    .where('company_id', 'in', [...new Set(chats.map((c) => c.company_id))])
    .execute();
  const pairs = new Set(blocks.map((b) => `${b.user_id}:${b.company_id}`));
  return new Set(chats.filter((c) => pairs.has(`${c.jobseeker_id}:${c.company_id}`)).map((c) => c.id));
}

async function earlierSends(trx: Transaction<Database>, inputs: ChatSendInput[]) {
  // Two lists rather than one OR per pair: the (sender, client_id) index serves both, and the
  // few rows that match a sender and someone else's client_id are dropped here.
  const rows = await trx
    .selectFrom('chat_messages')
    .select(['id', 'sender_user_id', 'client_id', 'sender_seq', 'created_at'])
    .where('sender_user_id', 'in', [...new Set(inputs.map((i) => i.senderUserId))])
    .where('client_id', 'in', [...new Set(inputs.map((i) => i.clientId))])
    .execute();
  const asked = new Set(inputs.map((i) => sendKey(i.senderUserId, i.clientId)));
  return new Map(
    rows
      .filter((r) => asked.has(sendKey(r.sender_user_id, r.client_id)))
      .map((r) => [sendKey(r.sender_user_id, r.client_id), r]),
  );
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
