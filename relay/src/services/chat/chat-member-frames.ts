import type { TClientFrame } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { ChatDelivery } from './chat-event-log';
import { deleteChatForMember, hideMessage, recallMessage, setChatState } from './chat-member-actions';

type MemberActionFrame = Extract<
  TClientFrame,
  { type: 'chat_state' | 'delete_chat' | 'recall' | 'hide_message' }
>;

/** The socket frames that change one member's view of a chat or message. */
export async function applyMemberAction(
  db: Db,
  userId: number,
  frame: Exclude<TClientFrame, { type: 'hello' | 'ping' | 'send' | 'read' }>,
): Promise<ChatDelivery[]> {
  const action: MemberActionFrame = frame;
  switch (action.type) {
    case 'chat_state': {
      const { type: _type, chat_id: chatId, ...change } = action;
      return setChatState(db, { userId, chatId, change });
    }
    case 'delete_chat':
      return deleteChatForMember(db, { userId, chatId: action.chat_id });
    case 'recall':
      return recallMessage(db, { userId, messageId: action.message_id });
    case 'hide_message':
      return hideMessage(db, { userId, messageId: action.message_id });
  }
}

/** What an error frame names, so the client knows which action was refused (e.g. 'recall:12'). */
export function memberActionRef(frame: TClientFrame): string {
  switch (frame.type) {
    case 'recall':
    case 'hide_message':
      return `${frame.type}:${frame.message_id}`;
    case 'chat_state':
    case 'delete_chat':
      return `${frame.type}:${frame.chat_id}`;
    default:
      return frame.type;
  }
}
