import { editionById, type LanguageCode } from '@talkhire/config';
import type { TInterview } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from '../../outbox/outbox';
import { enqueueMail } from '../../outbox/templated-mail';
import { allowsNotice, readSeekerSettings } from '../account-settings';

/**
 * Mails the seeker about an invitation (sent, or an hour ahead), inside the change's transaction,
 * and texts a verified number: both are 'system updates' (Notifications tab), each sent only while
 * its toggle is on. The seeker's own language (Settings tab) wins over the company edition's.
 */
export async function mailInterview(
  outbox: Outbox,
  trx: Transaction<Database>,
  interview: TInterview,
  template: 'interview_invitation' | 'interview_reminder',
): Promise<void> {
  const row = await trx
    .selectFrom('interviews')
    .innerJoin('users', 'users.id', 'interviews.jobseeker_id')
    .innerJoin('recruiters', 'recruiters.id', 'interviews.recruiter_id')
    .innerJoin('companies', 'companies.id', 'recruiters.company_id')
    .select([
      'users.id',
      'users.email',
      'users.phone_num',
      'users.is_mobile_verified',
      'companies.edition_id',
    ])
    .where('interviews.id', '=', interview.id)
    .executeTakeFirstOrThrow();
  const editionLanguage = (editionById(row.edition_id)?.seoLanguage ?? 'en') as LanguageCode;
  const settings = await readSeekerSettings(trx, row.id);
  const language = settings.language ?? editionLanguage;
  const values = {
    company: interview.company_name,
    job: interview.job?.title ?? interview.company_name,
    when: interviewWhen(interview, language),
  };
  if (allowsNotice(settings.notifications, 'email', 'system')) {
    await enqueueMail(outbox, { to: row.email, language, template, values, db: trx });
  }
  // A relay without an SMS transport (production without SMS_URL) would refuse the whole change.
  const canText = outbox.transports.sms !== 'none' && row.is_mobile_verified && row.phone_num;
  if (canText && allowsNotice(settings.notifications, 'sms', 'system')) {
    const text = translate(language, 'jobseeker', `account_settings.sms.${template}`, values);
    await outbox.enqueue({ channel: 'sms', recipient: canText, text }, trx);
  }
}

/** The proposed times (or the chosen one) as the reader says them, in the edition's zone. */
export function interviewWhen(interview: TInterview, language: LanguageCode): string {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: interview.time_zone,
    timeZoneName: 'short',
  });
  const chosen = interview.chosen_slot === null ? null : interview.slots[interview.chosen_slot];
  const slots = chosen ? [chosen] : interview.slots;
  return slots.map((slot) => format.format(new Date(slot))).join('\n');
}
