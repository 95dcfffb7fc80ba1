import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChatClient } from './chat-client';
import type { ChatRow } from './chat-rows';

/** The chats of the store with their last message and unread count, live. */
export function useChatRows(client: ChatClient): { rows: ChatRow[] | undefined; me: number | undefined } {
  const { db } = client;
  const result = useLiveQuery(async () => {
    const [chats, meta] = await Promise.all([db.chats.toArray(), db.meta.get('user_id')]);
    const me = meta?.value;
    const rows = await Promise.all(
      chats.map(async (chat): Promise<ChatRow> => {
        const last = await db.messages
          .where('[chat_id+chat_seq]')
          .between([chat.id, Dexie.minKey], [chat.id, Dexie.maxKey])
          .last();
        const readUpTo = me === undefined ? 0 : (chat.read_up_to[me] ?? 0);
        // Unread: the other side's messages after this member's read mark (spec: read positions).
        const unread = await db.messages
          .where('[chat_id+chat_seq]')
          .between([chat.id, readUpTo], [chat.id, Dexie.maxKey], false, true)
          .filter((m) => m.sender_user_id !== me && !m.recalled)
          .count();
        return { chat, last, unread };
      }),
    );
    return { rows, me };
  }, [db]);
  return { rows: result?.rows, me: result?.me };
}
