import type { LanguageCode } from '@talkhire/config';
import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { RateLimits } from '../../http/rate-limit';
import type { Outbox } from '../../outbox/outbox';
import { enqueueMail } from '../../outbox/templated-mail';
import { consumeCode, issueCode, verifyCode } from './one-time-codes';
import { hashPassword } from './password';
import { findAccountByEmail } from './password-account-lookup';

export const resetPurpose = 'reset_password';
export const resetTtlMinutes = 10;

/** Spec §5: repeated code requests get 429 'Too many attempts'. Checking codes is bounded too. */
export const resetLimits = {
  otpPerEmail: { limit: 3, windowSeconds: 600 },
  otpPerIp: { limit: 20, windowSeconds: 600 },
  checkPerEmail: { limit: 10, windowSeconds: 600 },
  checkPerIp: { limit: 30, windowSeconds: 600 },
} as const;

/** Mails a reset code when the address has an account; an unknown one simply never gets a code. */
export async function mailResetCode(
  db: Db,
  outbox: Outbox,
  email: string,
  language: LanguageCode,
): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  await db.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, {
      purpose: resetPurpose,
      subject: String(account.id),
      ttlSeconds: resetTtlMinutes * 60,
    });
    await enqueueMail(outbox, {
      to: account.email,
      language,
      template: 'reset_password',
      values: { code, minutes: resetTtlMinutes },
      db: trx,
    });
  });
}

/** Counts the try, then checks the newest reset code of the address without using it up. */
export async function checkResetCode(
  db: Db,
  rateLimits: RateLimits,
  ip: string,
  body: { email: string; otp: string },
): Promise<{ accountId: number; codeId: string }> {
  await rateLimits.consume(`reset:check:email:${body.email}`, resetLimits.checkPerEmail);
  await rateLimits.consume(`reset:check:ip:${ip}`, resetLimits.checkPerIp);
  const account = await findAccountByEmail(db, body.email);
  if (!account) throw new ApiError(errorCodes.wrongOtp);
  const verified = await verifyCode(db, {
    purpose: resetPurpose,
    subject: String(account.id),
    code: body.otp,
    consume: false,
  });
  return { accountId: account.id, codeId: verified.id };
}

/**
 * Uses the checked code up and sets the new password; every session of the account ends except
 * `keepSessionId` (the browser that reset it, when it is the account's own).
 */
export async function setNewPassword(
  db: Db,
  checked: { accountId: number; codeId: string },
  newPassword: string,
  keepSessionId: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, checked.codeId);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', checked.accountId)
      .execute();
    let sessions = trx.deleteFrom('sessions').where('user_id', '=', checked.accountId);
    if (keepSessionId) sessions = sessions.where('id', '!=', keepSessionId);
    await sessions.execute();
  });
}
