import type { TChatCardBody, TChatEvent } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  appendChatEvents,
  type ChatDelivery,
  publishChatDeliveries,
  queueChatWebPushes,
  relayClientId,
  storeChatMessages,
} from '../chat';

/** A record's latest state, into both members' chat logs (every tab and device of each follows). */
export function announceRecord(
  trx: Transaction<Database>,
  chat: { jobseeker_id: number; recruiter_user_id: number },
  event: TChatEvent,
): Promise<ChatDelivery[]> {
  return appendChatEvents(trx, [chat.jobseeker_id, chat.recruiter_user_id], event);
}

/** The same for a record that names only its chat. */
export async function announceInChat(
  trx: Transaction<Database>,
  chatId: number,
  event: TChatEvent,
): Promise<ChatDelivery[]> {
  const chat = await trx
    .selectFrom('chats')
    .select(['jobseeker_id', 'recruiter_user_id'])
    .where('id', '=', chatId)
    .executeTakeFirstOrThrow();
  return announceRecord(trx, chat, event);
}

/**
 * After commit: the sockets of both members hear of it, and a card placed with it (a message)
 * goes to the other side's subscribed browsers as Web Push, as every message does.
 */
export async function deliverAfterCommit(services: { db: Db; bus: Bus }, deliveries: ChatDelivery[]) {
  await publishChatDeliveries(services.bus, deliveries);
  await queueChatWebPushes(services.db, deliveries);
}

/**
 * Places a card in the chat as a message of `senderUserId`, with the same exactly-once delivery as
 * any message. The client id is derived from the card, so a retried request places it once.
 */
export async function placeCard(
  trx: Transaction<Database>,
  chatId: number,
  senderUserId: number,
  body: TChatCardBody,
  clientId = cardClientId(body),
): Promise<ChatDelivery[]> {
  const [outcome] = await storeChatMessages(trx, [{ chatId, senderUserId, clientId, body }]);
  if (!outcome?.ok) throw outcome?.error ?? ApiError.notFound();
  return outcome.deliveries;
}

/** A card's client id, from its kind and record. */
function cardClientId(body: TChatCardBody): string {
  switch (body.kind) {
    case 'interview':
      return relayClientId('interview', body.interview_id);
    case 'offer':
      return relayClientId('offer', body.offer_id);
    case 'exchange':
      return relayClientId('exchange', body.exchange_id);
    case 'resume':
      return relayClientId('resume', body.resume_id);
  }
}
