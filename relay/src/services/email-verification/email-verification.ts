import type { LanguageCode } from '@talkhire/config';
import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Outbox } from '../../outbox/outbox';
import { enqueueMail } from '../../outbox/templated-mail';
import { issueCode, type VerifiedCode, verifyCode } from '../authentication';

export const verifyEmailPurpose = 'verify_email';
export const verifyEmailTtlMinutes = 30;
export const verifyEmailResendAfterSeconds = 60;
export const verifyEmailCheckPerIp = { limit: 30, windowSeconds: 600 };

/**
 * Mails the seeker a code and a link (on `origin`) that prove the address. The link carries
 * `<code id>.<six digits>`, so it works in any browser; the six digits alone work where the seeker
 * is signed in. The address is remembered with the code: changing it first voids the code.
 */
export async function sendEmailVerification(
  db: Db,
  outbox: Outbox,
  seeker: { userId: number; language: LanguageCode; origin: string },
) {
  const { userId } = seeker;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const { id, code } = await issueCode(trx, {
      purpose: verifyEmailPurpose,
      subject: String(userId),
      ttlSeconds: verifyEmailTtlMinutes * 60,
      resendCooldownSeconds: verifyEmailResendAfterSeconds,
      context: { email: user.email.toLowerCase() },
    });
    const link = `${seeker.origin}/verify-email?code=${encodeURIComponent(`${id}.${code}`)}`;
    await enqueueMail(outbox, {
      to: user.email,
      language: seeker.language,
      template: 'verify_email',
      values: { link, code, minutes: verifyEmailTtlMinutes },
      db: trx,
    });
  });
  return {
    expires_in_seconds: verifyEmailTtlMinutes * 60,
    resend_after_seconds: verifyEmailResendAfterSeconds,
  };
}

/**
 * Sets `is_email_verify` for the code's account and answers that account's id. `signedInUserId`
 * is the seeker asking, if any: only they may use the six digits alone. A wrong code answers 41056.
 */
export async function confirmEmailVerification(
  db: Db,
  code: string,
  signedInUserId: number | null,
): Promise<number> {
  const verified = await verifyLinkOrDigits(db, code, signedInUserId);
  const userId = Number(verified.subject);
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user || user.email.toLowerCase() !== verified.context?.email) {
    throw new ApiError(errorCodes.emailOrCodeWrong);
  }
  await db.updateTable('users').set({ is_email_verify: true }).where('id', '=', userId).execute();
  return userId;
}

const linkCode = /^([0-9a-f-]{36})\.(\d{6})$/;
const typedCode = /^\d{6}$/;

async function verifyLinkOrDigits(db: Db, code: string, signedInUserId: number | null) {
  const link = linkCode.exec(code);
  let attempt: Promise<VerifiedCode>;
  if (link) {
    attempt = verifyCode(db, { id: link[1] as string, purpose: verifyEmailPurpose, code: link[2] as string });
  } else if (typedCode.test(code)) {
    if (signedInUserId === null) throw new ApiError(errorCodes.credentialsNotProvided);
    attempt = verifyCode(db, { purpose: verifyEmailPurpose, subject: String(signedInUserId), code });
  } else {
    throw new ApiError(errorCodes.emailOrCodeWrong);
  }
  // A wrong code is the catalogue's 'email or code wrong'; used and expired keep their own codes.
  return attempt.catch((error: unknown) => {
    if (error instanceof ApiError && error.code === errorCodes.wrongOtp) {
      throw new ApiError(errorCodes.emailOrCodeWrong);
    }
    throw error;
  });
}
