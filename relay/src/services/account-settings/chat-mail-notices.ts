import { editionById, type LanguageCode, withLanguagePath } from '@talkhire/config';
import { chatMessageKinds } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { notify } from '../notification-center';
import { readSeekerSettings } from './seeker-settings';

/** A message left unread this long is worth a mail: a seeker who is on the site reads it first. */
export const chatNoticeDelayMs = 10 * 60_000;
/** Chats looked at per run, so one run never holds the scheduler for long. */
const batchSize = 200;

/**
 * Tells a seeker about messages from a Boss left unread for ten minutes: one mail (toggle
 * `email_chat`) and, to a verified number, one SMS (`sms_chat`) per chat and burst of messages.
 * `chat_mail_notices` is claimed in the same transaction that queues them, so however many relays
 * run the task, a message is announced once; muted chats are not announced (as for Web Push).
 */
export function chatMailNoticeTask(options: { db: Db; outbox: Outbox; origin: () => string }) {
  return { name: 'chat-mail-notices', run: (now: Date) => sendChatMailNotices(options, now) };
}

export async function sendChatMailNotices(
  options: { db: Db; outbox: Outbox; origin: () => string },
  now: Date,
): Promise<number> {
  const { db } = options;
  const cutoff = new Date(now.getTime() - chatNoticeDelayMs);
  const due = await db
    .selectFrom('chats as c')
    .innerJoin('chat_messages as m', (join) =>
      join
        .onRef('m.chat_id', '=', 'c.id')
        .onRef('m.sender_user_id', '=', 'c.recruiter_user_id')
        .onRef('m.chat_seq', '>', 'c.jobseeker_read_seq'),
    )
    .leftJoin('chat_mail_notices as n', 'n.chat_id', 'c.id')
    .select(['c.id', 'c.jobseeker_id'])
    .select((eb) => eb.fn.max('m.chat_seq').as('latest_seq'))
    .where('m.kind', 'in', [...chatMessageKinds])
    .where('m.recalled_at', 'is', null)
    .where('m.created_at', '<=', cutoff)
    .where(sql<boolean>`m.chat_seq > coalesce(n.notified_seq, 0)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_member_states as s')
            .select('s.chat_id')
            .whereRef('s.chat_id', '=', 'c.id')
            .whereRef('s.user_id', '=', 'c.jobseeker_id')
            .where((eb) => eb.or([eb('s.muted', '=', true), eb('s.deleted', '=', true)])),
        ),
      ),
    )
    .groupBy(['c.id', 'c.jobseeker_id'])
    .orderBy('c.id')
    .limit(batchSize)
    .execute();
  let sent = 0;
  for (const chat of due) {
    if (
      await noticeChat(options, {
        chatId: chat.id,
        seekerId: chat.jobseeker_id,
        seq: Number(chat.latest_seq),
      })
    )
      sent++;
  }
  return sent;
}

async function noticeChat(
  options: { db: Db; outbox: Outbox; origin: () => string },
  chat: { chatId: number; seekerId: number; seq: number },
): Promise<boolean> {
  return options.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('chat_mail_notices')
      .values({ chat_id: chat.chatId, notified_seq: chat.seq })
      .onConflict((oc) =>
        oc
          .column('chat_id')
          .doUpdateSet({ notified_seq: chat.seq, notified_at: new Date() })
          .where('chat_mail_notices.notified_seq', '<', chat.seq),
      )
      .returning('chat_id')
      .executeTakeFirst();
    if (!claimed) return false;
    const row = await trx
      .selectFrom('chats as c')
      .innerJoin('users as u', 'u.id', 'c.jobseeker_id')
      .innerJoin('recruiters as r', 'r.id', 'c.recruiter_id')
      .innerJoin('companies as co', 'co.id', 'c.company_id')
      .select(['u.email', 'u.phone_num', 'u.is_mobile_verified', 'r.first_name', 'r.last_name', 'co.name'])
      .select('co.edition_id')
      .select((eb) =>
        eb
          .selectFrom('chat_messages as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.chat_id', '=', 'c.id')
          .whereRef('m.sender_user_id', '=', 'c.recruiter_user_id')
          .whereRef('m.chat_seq', '>', 'c.jobseeker_read_seq')
          .where('m.kind', 'in', [...chatMessageKinds])
          .where('m.recalled_at', 'is', null)
          .as('unread'),
      )
      .where('c.id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
    const settings = await readSeekerSettings(trx, chat.seekerId);
    const language =
      settings.language ?? ((editionById(row.edition_id)?.seoLanguage ?? 'en') as LanguageCode);
    const values = {
      name: `${row.first_name} ${row.last_name}`.trim(),
      company: row.name,
      count: Number(row.unread),
      link: `${options.origin()}${withLanguagePath(language, `/chat/${chat.chatId}`)}`,
      settings_link: `${options.origin()}${withLanguagePath(language, '/account-settings/notifications')}`,
    };
    const say = (key: string) => translate(language, 'jobseeker', `account_settings.mail.${key}`, values);
    // Ten minutes unread: the seeker is away, and the notification center keeps the news for them.
    await notify(
      { db: trx },
      {
        userId: chat.seekerId,
        kind: 'chat_message',
        chatId: chat.chatId,
        data: { name: values.name, company: values.company, count: values.count },
      },
    );
    if (settings.notifications.email_chat && options.outbox.transports.email !== 'none') {
      await options.outbox.enqueue(
        {
          channel: 'email',
          recipient: row.email,
          subject: say('chat_unread_subject'),
          text: `${say('chat_unread_body')}\n\n${say('unsubscribe')}\n\n${translate(language, 'jobseeker', 'mail.signature')}`,
        },
        trx,
      );
    }
    // No SMS transport (production without SMS_URL): the mail alone, never a refused transaction.
    const canText = options.outbox.transports.sms !== 'none' && row.is_mobile_verified && row.phone_num;
    if (settings.notifications.sms_chat && canText) {
      await options.outbox.enqueue({ channel: 'sms', recipient: canText, text: say('chat_unread_sms') }, trx);
    }
    return true;
  });
}
