import type { LanguageCode } from '@talkhire/config';
import { errorCodes, type TConfirmationCodeSent } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { RateLimits } from '../../http/rate-limit';
import type { Outbox } from '../../outbox/outbox';
import { consumeCode, issueCode, maskEmail, verifyCode, verifyPassword } from '../authentication';
import { enqueueAccountMail } from './account-mail';

export const confirmationPurpose = 'account_confirm';
export const codeTtlMinutes = 10;
/** Spec §9 names a resend countdown in seconds without its length; a minute, as for sign-in codes. */
export const resendAfterSeconds = 60;

export const accountLimits = {
  /** Guesses of the current password (or confirmation code) per account. */
  proofPerUser: { limit: 10, windowSeconds: 900 },
  /** Codes sent per account (confirmation, new email, new phone). */
  sendPerUser: { limit: 10, windowSeconds: 3600 },
  /** Tries of a code sent to a new email or phone, per account. */
  verifyPerUser: { limit: 20, windowSeconds: 900 },
} as const;

export interface Proof {
  current_password?: string | undefined;
  confirmation_otp?: string | undefined;
}

/**
 * A change is confirmed by the account's password or, for an account without one (it signs in by
 * code, link or a social provider), by a code mailed to its current address. Answers the id of
 * that code, which the change uses up with its own write (`useProof`); a password leaves none.
 * A wrong password is the catalogue's 40002, answered 422 so the page keeps its session.
 */
export async function checkProof(
  db: Db,
  rateLimits: RateLimits,
  userId: number,
  proof: Proof,
): Promise<{ codeId: string | null }> {
  const account = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (account.password_hash) {
    if (!proof.current_password) throw missing('current_password', 'field.password_required');
    await rateLimits.consume(`account:proof:user:${userId}`, accountLimits.proofPerUser);
    if (!(await verifyPassword(proof.current_password, account.password_hash))) {
      throw new ApiError(errorCodes.incorrectCredentials, {
        status: 422,
        fields: { current_password: ['field.current_password_wrong'] },
      });
    }
    return { codeId: null };
  }
  if (!proof.confirmation_otp) throw missing('confirmation_otp', 'field.otp_six_digits');
  await rateLimits.consume(`account:proof:user:${userId}`, accountLimits.proofPerUser);
  const verified = await verifyCode(db, {
    purpose: confirmationPurpose,
    subject: String(userId),
    code: proof.confirmation_otp,
    consume: false,
  });
  return { codeId: verified.id };
}

/** Uses the confirmation code up inside the change's transaction (nothing to do after a password). */
export async function useProof(trx: Db, proof: { codeId: string | null }): Promise<void> {
  if (proof.codeId) await consumeCode(trx, proof.codeId);
}

/** Mails the confirmation code to the account's current address (after the resend countdown). */
export async function sendConfirmationCode(
  db: Db,
  services: { outbox: Outbox; rateLimits: RateLimits },
  userId: number,
  language: LanguageCode,
): Promise<TConfirmationCodeSent> {
  await services.rateLimits.consume(`account:send:user:${userId}`, accountLimits.sendPerUser);
  const { email } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, {
      purpose: confirmationPurpose,
      subject: String(userId),
      ttlSeconds: codeTtlMinutes * 60,
      resendCooldownSeconds: resendAfterSeconds,
    });
    await enqueueAccountMail(services.outbox, {
      to: email,
      language,
      mail: 'confirmation_code',
      values: { code, minutes: codeTtlMinutes },
      db: trx,
    });
  });
  return {
    expires_in_seconds: codeTtlMinutes * 60,
    resend_after_seconds: resendAfterSeconds,
    email_hint: maskEmail(email),
  };
}

function missing(field: string, key: string) {
  return new ApiError(errorCodes.parameterInvalid, { fields: { [field]: [key] } });
}
