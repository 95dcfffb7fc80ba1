import {
  chatLimits,
  chatMessageKinds,
  errorCodes,
  type TChatEvent,
  type TChatMemberState,
  type TChatStoredBody,
} from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { appendChatEvent, type ChatDelivery } from './chat-event-log';

type StateChange = Partial<Pick<TChatMemberState, 'pinned' | 'muted' | 'not_interested'>>;

/**
 * Pin, mute or move a chat to the not-interested folder (and back): the member's own view only.
 * The change is an event of the chat's log for this member alone, so every tab and device of
 * theirs follows.
 */
export async function setChatState(
  db: Db,
  input: { userId: number; chatId: number; change: StateChange },
): Promise<ChatDelivery[]> {
  return db.transaction().execute(async (trx) => {
    await lockMembership(trx, input.userId, input.chatId);
    const state = await writeState(trx, input.userId, input.chatId, input.change);
    return [await appendChatEvent(trx, input.chatId, { type: 'chat_state', state }, input.userId)];
  });
}

/**
 * Deletes a chat for this member: their history is erased (their view starts empty, on every
 * device, and a device that replays the log from the start never sees the old messages: the log
 * is read through their cleared mark) while the other member keeps theirs.
 */
export async function deleteChatForMember(
  db: Db,
  input: { userId: number; chatId: number },
): Promise<ChatDelivery[]> {
  return db.transaction().execute(async (trx) => {
    const chat = await lockMembership(trx, input.userId, input.chatId);
    const state = await writeState(trx, input.userId, input.chatId, {
      pinned: false,
      deleted: true,
      cleared_up_to: chat.last_chat_seq,
    });
    const cleared = { type: 'cleared', chat_id: input.chatId, up_to_seq: chat.last_chat_seq } as const;
    return [
      await appendChatEvent(trx, input.chatId, cleared, input.userId),
      await appendChatEvent(trx, input.chatId, { type: 'chat_state', state }, input.userId),
    ];
  });
}

/** The sender takes a message back within chatLimits.recallMs; both members are told. */
export async function recallMessage(
  db: Db,
  input: { userId: number; messageId: number; now?: Date },
): Promise<ChatDelivery[]> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('chat_messages')
      .innerJoin('chats', 'chats.id', 'chat_messages.chat_id')
      .select([
        'chat_messages.id',
        'chat_messages.chat_id',
        'chat_messages.sender_user_id',
        'chat_messages.created_at',
        'chat_messages.recalled_at',
        'chat_messages.kind',
        'chats.jobseeker_id',
        'chats.recruiter_user_id',
      ])
      .where('chat_messages.id', '=', input.messageId)
      .forUpdate()
      .executeTakeFirst();
    if (!message || message.sender_user_id !== input.userId) throw ApiError.notFound();
    if (message.recalled_at) return [];
    // A card stands for a record (an invitation, an offer, a request): it is answered, not recalled.
    if (!(chatMessageKinds as readonly string[]).includes(message.kind))
      throw new ApiError(errorCodes.noPermission);
    if (now.getTime() - message.created_at.getTime() > chatLimits.recallMs)
      throw new ApiError(errorCodes.noPermission);
    const tombstone = JSON.stringify({ kind: 'recalled' } satisfies TChatStoredBody);
    await trx
      .updateTable('chat_messages')
      .set({ recalled_at: now, body: tombstone })
      .where('id', '=', message.id)
      .execute();
    // The log replays the message from its row: a new browser sees the tombstone alone.
    return [
      await appendChatEvent(trx, message.chat_id, {
        type: 'recall',
        chat_id: message.chat_id,
        message_id: message.id,
      }),
    ];
  });
}

/** Deletes one message for this member only; the other member still has it. */
export async function hideMessage(
  db: Db,
  input: { userId: number; messageId: number },
): Promise<ChatDelivery[]> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('chat_messages')
      .innerJoin('chats', 'chats.id', 'chat_messages.chat_id')
      .select(['chat_messages.id', 'chat_messages.chat_id'])
      .where('chat_messages.id', '=', input.messageId)
      .where((eb) =>
        eb.or([
          eb('chats.jobseeker_id', '=', input.userId),
          eb('chats.recruiter_user_id', '=', input.userId),
        ]),
      )
      .executeTakeFirst();
    if (!message) throw ApiError.notFound();
    await lockMembership(trx, input.userId, message.chat_id);
    await trx
      .insertInto('chat_hidden_messages')
      .values({ user_id: input.userId, message_id: message.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const event: TChatEvent = { type: 'hidden', chat_id: message.chat_id, message_id: message.id };
    return [await appendChatEvent(trx, message.chat_id, event, input.userId)];
  });
}

async function lockMembership(trx: Transaction<Database>, userId: number, chatId: number) {
  const chat = await trx
    .selectFrom('chats')
    .select(['id', 'jobseeker_id', 'recruiter_user_id', 'last_chat_seq'])
    .where('id', '=', chatId)
    .where((eb) => eb.or([eb('jobseeker_id', '=', userId), eb('recruiter_user_id', '=', userId)]))
    .forUpdate()
    .executeTakeFirst();
  if (!chat) throw ApiError.notFound();
  return chat;
}

async function writeState(
  trx: Transaction<Database>,
  userId: number,
  chatId: number,
  change: StateChange & { deleted?: boolean; cleared_up_to?: number },
): Promise<TChatMemberState> {
  const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  const row = await trx
    .insertInto('chat_member_states')
    .values({ chat_id: chatId, user_id: userId, ...set })
    .onConflict((oc) => oc.columns(['chat_id', 'user_id']).doUpdateSet({ ...set, updated_at: new Date() }))
    .returning(['chat_id', 'pinned', 'muted', 'not_interested', 'deleted', 'cleared_up_to'])
    .executeTakeFirstOrThrow();
  return row;
}
