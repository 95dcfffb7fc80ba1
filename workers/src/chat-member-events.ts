import type { TChatEvent } from '@talkhire/contracts';
import { Dexie } from 'dexie';
import { type ChatDatabase, recordKey } from './chat-db';

/**
 * Applies the events that change one member's view (inside the core's transaction): the chat's
 * own state (pin, mute, not interested, deleted), erased history, messages deleted for oneself, and
 * the latest state of the chat's interview invitations, offers and exchanges.
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
    case 'interview':
      await db.records.put({
        key: recordKey('interview', event.interview.id),
        kind: 'interview',
        chat_id: event.interview.chat_id,
        record: event.interview,
      });
      return;
    case 'offer':
      await db.records.put({
        key: recordKey('offer', event.offer.id),
        kind: 'offer',
        chat_id: event.offer.chat_id,
        record: event.offer,
      });
      return;
    case 'exchange':
      await db.records.put({
        key: recordKey('exchange', event.exchange.id),
        kind: 'exchange',
        chat_id: event.exchange.chat_id,
        record: event.exchange,
      });
      return;
    default:
      return;
  }
}
