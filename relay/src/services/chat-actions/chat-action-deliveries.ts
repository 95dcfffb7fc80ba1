import type { TChatCardBody, TChatEvent } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { appendChatEvents, type ChatDelivery, storeChatMessages } from '../chat';

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

/** UUIDs (version 8 layout) by card kind and record id; greetings use the 0000 group. */
function cardClientId(body: TChatCardBody): string {
  const group = { interview: '0001', offer: '0002', exchange: '0003', resume: '0004' }[body.kind];
  const id =
    body.kind === 'interview'
      ? body.interview_id
      : body.kind === 'offer'
        ? body.offer_id
        : body.kind === 'exchange'
          ? body.exchange_id
          : body.resume_id;
  return `00000000-${group}-8000-8000-${id.toString(16).padStart(12, '0')}`;
}
