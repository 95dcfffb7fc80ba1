import type { LanguageCode } from '@talkhire/config';
import {
  errorCodes,
  type TChangeEmailBody,
  type TChangeEmailVerifyBody,
  type TCodeSent,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { RateLimits } from '../../http/rate-limit';
import type { Outbox } from '../../outbox/outbox';
import { consumeCode, findAccountByEmail, issueCode, maskEmail, verifyCode } from '../authentication';
import { enqueueAccountMail } from './account-mail';
import { accountLimits, checkProof, codeTtlMinutes, resendAfterSeconds, useProof } from './account-proof';

export const changeEmailPurpose = 'change_email';

interface Services {
  db: Db;
  outbox: Outbox;
  rateLimits: RateLimits;
}

/**
 * Step 1 of an email change: once the change is confirmed (password or code), a code goes to the
 * NEW address, which proves the seeker reads it. An address another account uses is refused with
 * spec §5's 'This Email address has been used' (41038); so is the account's own.
 */
export async function sendChangeEmailCode(
  { db, outbox, rateLimits }: Services,
  userId: number,
  body: TChangeEmailBody,
  language: LanguageCode,
): Promise<TCodeSent> {
  const proof = await checkProof(db, rateLimits, userId, body);
  if (await findAccountByEmail(db, body.email)) throw emailTaken();
  await rateLimits.consume(`account:send:user:${userId}`, accountLimits.sendPerUser);
  await db.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, {
      purpose: changeEmailPurpose,
      subject: `${userId}:${body.email}`,
      ttlSeconds: codeTtlMinutes * 60,
      resendCooldownSeconds: resendAfterSeconds,
      // The confirmation code is used up with the change itself, so one code confirms one change.
      ...(proof.codeId ? { context: { proof_code_id: proof.codeId } } : {}),
    });
    await enqueueAccountMail(outbox, {
      to: body.email,
      language,
      mail: 'change_email_code',
      values: { code, minutes: codeTtlMinutes },
      db: trx,
    });
  });
  return { expires_in_seconds: codeTtlMinutes * 60, resend_after_seconds: resendAfterSeconds };
}

/**
 * Step 2: the code sent to the new address changes the email, which counts as verified; the old
 * address is told, so a change the owner did not make does not go unnoticed.
 */
export async function confirmEmailChange(
  { db, outbox, rateLimits }: Services,
  userId: number,
  body: TChangeEmailVerifyBody,
  language: LanguageCode,
): Promise<void> {
  await rateLimits.consume(`account:verify:user:${userId}`, accountLimits.verifyPerUser);
  const verified = await verifyCode(db, {
    purpose: changeEmailPurpose,
    subject: `${userId}:${body.email}`,
    code: body.otp,
    consume: false,
  });
  const proofCodeId = verified.context?.proof_code_id;
  await db
    .transaction()
    .execute(async (trx) => {
      await consumeCode(trx, verified.id);
      await useProof(trx, { codeId: typeof proofCodeId === 'string' ? proofCodeId : null });
      // Another account may have taken the address since the code was sent.
      if (await findAccountByEmail(trx, body.email)) throw emailTaken();
      const before = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({ email: body.email, is_email_verify: true })
        .where('id', '=', userId)
        .execute();
      await enqueueAccountMail(outbox, {
        to: before.email,
        language,
        mail: 'email_changed',
        values: { email: maskEmail(body.email) },
        db: trx,
      });
    })
    .catch((error: unknown) => {
      // Two accounts taking one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
}

function emailTaken() {
  return new ApiError(errorCodes.emailTakenAlt, { fields: { email: [String(errorCodes.emailTakenAlt)] } });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
