import type { LanguageCode } from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';

/** The Account tab's mails; their texts are `account_tab.mail.*` of the job seeker namespace. */
export type AccountMail = 'confirmation_code' | 'change_email_code' | 'email_changed' | 'account_deleted';

/**
 * Queues one of the Account tab's mails in the reader's language. Pass the transaction of the
 * change it belongs to, so the mail exists exactly when the change does.
 */
export function enqueueAccountMail(
  outbox: Outbox,
  options: {
    to: string;
    language: LanguageCode;
    mail: AccountMail;
    values: Record<string, string | number>;
    db: Db;
  },
): Promise<number> {
  const { language, mail, values } = options;
  const subject = translate(language, 'jobseeker', `account_tab.mail.${mail}.subject`, values);
  const body = translate(language, 'jobseeker', `account_tab.mail.${mail}.body`, values);
  const signature = translate(language, 'jobseeker', 'mail.signature');
  return outbox.enqueue(
    { channel: 'email', recipient: options.to, subject, text: `${body}\n\n${signature}` },
    options.db,
  );
}
