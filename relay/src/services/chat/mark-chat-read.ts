import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { appendChatEvent, type ChatDelivery } from './chat-event-log';

/**
 * Moves the reader's read mark forward to `upToSeq` (capped at the chat's last message) and tells
 * both members, so the other side shows it as read and the reader's other devices clear it.
 * Reading what was already read writes nothing.
 */
export async function markChatRead(
  db: Db,
  input: { readerUserId: number; chatId: number; upToSeq: number },
): Promise<ChatDelivery[]> {
  return db.transaction().execute(async (trx) => {
    const chat = await trx
      .selectFrom('chats')
      .selectAll()
      .where('id', '=', input.chatId)
      .where((eb) =>
        eb.or([
          eb('jobseeker_id', '=', input.readerUserId),
          eb('recruiter_user_id', '=', input.readerUserId),
        ]),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!chat) throw ApiError.notFound();
    const column = chat.jobseeker_id === input.readerUserId ? 'jobseeker_read_seq' : 'recruiter_read_seq';
    const upTo = Math.min(input.upToSeq, chat.last_chat_seq);
    if (upTo <= chat[column]) return [];
    await trx
      .updateTable('chats')
      .set({ [column]: upTo })
      .where('id', '=', chat.id)
      .execute();
    return [
      await appendChatEvent(trx, chat.id, {
        type: 'read',
        chat_id: chat.id,
        reader_user_id: input.readerUserId,
        up_to_seq: upTo,
      }),
    ];
  });
}
