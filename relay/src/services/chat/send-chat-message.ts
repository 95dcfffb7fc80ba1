import type { TChatMessageBody } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { ChatDelivery } from './chat-event-log';
import { sendChatMessages } from './send-chat-messages';

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
  body: TChatMessageBody;
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
