import type { TChatEvent } from '@talkhire/contracts';
import { Dexie } from 'dexie';
import type { ChatDatabase } from './chat-db';

/**
 * Applies the events that change one member's view (inside the core's transaction): the chat's
 * own state (pin, mute, not interested, deleted), erased history and messages deleted for oneself.
 */
export async function applyMemberEvent(db: ChatDatabase, event: TChatEvent): Promise<void> {
  switch (event.type) {
    case 'chat_state':
      await db.chats.update(event.state.chat_id, { state: event.state });
      return;
    case 'cleared':
      await db.messages
        .where('[chat_id+chat_seq]')
        .between([event.chat_id, Dexie.minKey], [event.chat_id, event.up_to_seq], true, true)
        .delete();
      return;
    case 'hidden':
      await db.messages.where('id').equals(event.message_id).delete();
      return;
    default:
      return;
  }
}
