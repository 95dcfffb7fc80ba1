import type { LanguageCode } from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import type { RateLimits, RateRule } from '../../http/rate-limit';
import type { Outbox } from '../../outbox/outbox';

/** A seeker mails their resume to a few employers or to themselves, not to a list of strangers. */
export const resumeMailLimit: RateRule = { limit: 10, windowSeconds: 3600 };

/**
 * Spec §7 'POST /send-resume-email': one of the seeker's resumes leaves attached to a mail in the
 * sender's language, through the outbox (SMTP, or the dev mailbox outside production).
 */
export async function sendResumeEmail(
  services: { db: Db; files: FileStorage; outbox: Outbox; rateLimits: RateLimits },
  input: { userId: number; resumeId: number; email: string; language: LanguageCode },
): Promise<{ resume_id: number; email: string }> {
  const { db, files, outbox, rateLimits } = services;
  const resume = await db
    .selectFrom('resumes as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.filename', 'r.mime', 'r.storage_key', 'u.first_name', 'u.last_name'])
    .where('r.id', '=', input.resumeId)
    .where('r.user_id', '=', input.userId)
    .executeTakeFirst();
  const bytes = resume ? await files.get(resume.storage_key) : null;
  if (!resume || !bytes) throw ApiError.notFound();
  await rateLimits.consume(`resume-mail:user:${input.userId}`, resumeMailLimit);

  const name = `${resume.first_name} ${resume.last_name}`.trim() || resume.filename;
  const values = { name, filename: resume.filename };
  const say = (key: string) => translate(input.language, 'jobseeker', `resumes.mail.${key}`, values);
  await outbox.enqueue({
    channel: 'email',
    recipient: input.email,
    subject: say('subject'),
    text: `${say('body')}\n\n${translate(input.language, 'jobseeker', 'mail.signature')}`,
    attachments: [{ filename: resume.filename, mime: resume.mime, content: bytes }],
  });
  return { resume_id: resume.id, email: input.email };
}
