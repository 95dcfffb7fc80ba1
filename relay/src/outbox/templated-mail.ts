import type { LanguageCode } from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import type { Db } from '../db/database';
import type { Outbox } from './outbox';

type MailTemplate =
  | 'login_code'
  | 'magic_link'
  | 'two_factor'
  | 'reset_password'
  | 'verify_email'
  | 'welcome'
  | 'interview_invitation'
  | 'interview_reminder';

/**
 * Mail in the reader's language from the `mail` texts of the job seeker namespace. Pass `db` as
 * the transaction of the business write, so the mail exists exactly when the write does.
 */
export function enqueueMail(
  outbox: Outbox,
  options: {
    to: string;
    language: LanguageCode;
    template: MailTemplate;
    values: Record<string, string | number>;
    db?: Db;
  },
): Promise<number> {
  const { language, template, values } = options;
  const subject = translate(language, 'jobseeker', `mail.${template}.subject`, values);
  const body = translate(language, 'jobseeker', `mail.${template}.body`, values);
  const signature = translate(language, 'jobseeker', 'mail.signature');
  return outbox.enqueue(
    { channel: 'email', recipient: options.to, subject, text: `${body}\n\n${signature}` },
    options.db,
  );
}

export function enqueueSmsCode(
  outbox: Outbox,
  options: { to: string; language: LanguageCode; code: string; minutes: number; db?: Db },
): Promise<number> {
  const text = translate(options.language, 'jobseeker', 'mail.sms_code', {
    code: options.code,
    minutes: options.minutes,
  });
  return outbox.enqueue({ channel: 'sms', recipient: options.to, text }, options.db);
}
