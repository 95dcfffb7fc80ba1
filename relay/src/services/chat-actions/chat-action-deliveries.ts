import type { TChatCardBody, TChatEvent } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  appendChatEvent,
  type ChatDelivery,
  publishChatDeliveries,
  queueChatWebPushes,
  relayClientId,
  storeChatMessages,
} from '../chat';

/** A record's latest state, into its chat's log: both members' tabs and devices follow. */
export async function announceRecord(
  trx: Transaction<Database>,
  event: Extract<TChatEvent, { type: 'interview' | 'offer' | 'exchange' }>,
): Promise<ChatDelivery[]> {
  const chatId =
    event.type === 'interview'
      ? event.interview.chat_id
      : event.type === 'offer'
        ? event.offer.chat_id
        : event.exchange.chat_id;
  return [await appendChatEvent(trx, chatId, event)];
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
