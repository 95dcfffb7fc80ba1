import type { LanguageCode } from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { currentInviteLink } from './invite-links';

/**
 * Mails the seeker's current invite link to each address (at most 10, checked by the contract) in
 * the language the seeker writes in, through the outbox like every other mail (SMTP, or the dev
 * mailbox outside production). The rows and the mails are written together or not at all.
 */
export async function sendInviteEmails(
  services: { db: Db; outbox: Outbox },
  inviter: { userId: number; language: LanguageCode; linkOf: (code: string) => string },
  emails: readonly string[],
): Promise<{ sent: number }> {
  const { db, outbox } = services;
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', inviter.userId)
      .executeTakeFirstOrThrow();
    const link = await currentInviteLink(trx, inviter.userId);
    const values = {
      name: user.first_name,
      link: inviter.linkOf(link.code),
    };
    const subject = translate(inviter.language, 'jobseeker', 'invite.mail.subject', values);
    const body = translate(inviter.language, 'jobseeker', 'invite.mail.body', values);
    const signature = translate(inviter.language, 'jobseeker', 'mail.signature');
    for (const email of emails) {
      await trx
        .insertInto('invite_emails')
        .values({ link_id: link.id, user_id: inviter.userId, email })
        .execute();
      await outbox.enqueue(
        { channel: 'email', recipient: email, subject, text: `${body}\n\n${signature}` },
        trx,
      );
    }
    return { sent: emails.length };
  });
}
