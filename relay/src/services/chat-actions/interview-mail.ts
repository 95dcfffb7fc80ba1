import { editionById, type LanguageCode } from '@talkhire/config';
import type { TInterview } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from '../../outbox/outbox';
import { enqueueMail } from '../../outbox/templated-mail';

/**
 * Mails the seeker about an invitation (sent, or an hour ahead), inside the change's transaction.
 * Seekers keep no language of their own yet: the company edition's language is theirs here.
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
    .select(['users.email', 'companies.edition_id'])
    .where('interviews.id', '=', interview.id)
    .executeTakeFirstOrThrow();
  const language = (editionById(row.edition_id)?.seoLanguage ?? 'en') as LanguageCode;
  await enqueueMail(outbox, {
    to: row.email,
    language,
    template,
    values: {
      company: interview.company_name,
      job: interview.job?.title ?? interview.company_name,
      when: interviewWhen(interview, language),
    },
    db: trx,
  });
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
