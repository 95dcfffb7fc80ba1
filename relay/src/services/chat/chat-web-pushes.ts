import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { messagePreview, type TChatMessage, type TWebPushNotification } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/schema';
import type { ChatDelivery } from './chat-event-log';

/**
 * Queues a Web Push in the outbox for every new message that reached another member, one per
 * browser they subscribed, unless they muted the chat. Pushes go whether or not the member has a
 * tab open: the service worker shows nothing while one of their tabs is visible, and a tab that
 * is hidden raises the same notification (same tag) itself, so the member sees it once.
 */
export async function queueChatWebPushes(db: Db, deliveries: ChatDelivery[]): Promise<number> {
  // Who was written to is gathered before anything is built per message: a batch under load holds
  // thousands of messages, and most of their recipients have no push subscription.
  const recipients = new Set<number>();
  forEachIncoming(deliveries, (userId) => recipients.add(userId));
  if (recipients.size === 0) return 0;
  const subscriptions = await db
    .selectFrom('web_push_subscriptions')
    .select(['user_id', 'endpoint', 'language'])
    .where('user_id', '=', anyOf([...recipients]))
    .execute();
  if (subscriptions.length === 0) return 0;
  const browsersOf = new Map<number, typeof subscriptions>();
  for (const s of subscriptions) {
    const own = browsersOf.get(s.user_id);
    if (own) own.push(s);
    else browsersOf.set(s.user_id, [s]);
  }
  const muted = await mutedChats(db, [...browsersOf.keys()]);
  const rows: Insertable<OutboxTable>[] = [];
  forEachIncoming(deliveries, (userId, message) => {
    if (muted.has(`${message.chat_id}:${userId}`)) return;
    for (const s of browsersOf.get(userId) ?? []) {
      rows.push({
        channel: 'web_push',
        recipient: s.endpoint,
        subject: null,
        body_text: JSON.stringify(chatNotification(message, s.language as LanguageCode)),
        body_html: null,
        last_error: null,
        transport: null,
      });
    }
  });
  if (rows.length > 0) await db.insertInto('outbox').values(rows).execute();
  return rows.length;
}

/** The notification for one message, in the subscriber's language. */
export function chatNotification(message: TChatMessage, language: LanguageCode): TWebPushNotification {
  const t = (key: string) => translate(language, 'jobseeker', key);
  const preview = messagePreview(message.body, false, t);
  return {
    type: 'chat_message',
    title: t('chat.notification_title'),
    body: preview.length > previewMax ? `${preview.slice(0, previewMax - 1)}…` : preview,
    url: withLanguagePath(language, `/chat/${message.chat_id}`),
    tag: `talkhire-chat-${message.id}`,
    chat_id: message.chat_id,
  };
}

/** Each member a new message reached, other than its sender, with the message (not one member's own event). */
function forEachIncoming(
  deliveries: ChatDelivery[],
  each: (userId: number, message: TChatMessage) => void,
): void {
  for (const d of deliveries) {
    if (d.event.type !== 'message' || d.audience !== null) continue;
    const { message } = d.event;
    for (const userId of d.members) if (userId !== message.sender_user_id) each(userId, message);
  }
}

/** Push services cap payloads near 4 KB; a notification shows a couple of lines anyway. */
const previewMax = 140;

async function mutedChats(db: Db, userIds: number[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('chat_member_states')
    .select(['chat_id', 'user_id'])
    .where('user_id', '=', anyOf(userIds))
    .where('muted', '=', true)
    .execute();
  return new Set(rows.map((r) => `${r.chat_id}:${r.user_id}`));
}

/** One array parameter for a batch's members, where `in` would write a placeholder for each. */
function anyOf(userIds: number[]) {
  return sql<number>`any(${userIds}::int[])`;
}
