import type { LanguageCode } from '@talkhire/config';
import {
  errorCodes,
  type TChangePhoneBody,
  type TChangePhoneVerifyBody,
  type TCodeSent,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { RateLimits } from '../../http/rate-limit';
import type { Outbox } from '../../outbox/outbox';
import { enqueueSmsCode } from '../../outbox/templated-mail';
import { consumeCode, issueCode, readSmsPhone, verifyCode } from '../authentication';
import { accountLimits, checkProof, codeTtlMinutes, resendAfterSeconds, useProof } from './account-proof';

export const changePhonePurpose = 'change_phone';

interface Services {
  db: Db;
  outbox: Outbox;
  rateLimits: RateLimits;
}

/**
 * Step 1 of a phone change: the number is read by the SMS sign-in's rules (SMS countries only, the
 * country's format, at most 15 characters) and, once the change is confirmed, gets a code by SMS.
 * A number another account has verified is refused (41173); a number merely typed at sign-up by
 * someone else is not theirs to keep, since SMS sign-in already lets one number serve several accounts.
 */
export async function sendChangePhoneCode(
  { db, outbox, rateLimits }: Services,
  userId: number,
  body: TChangePhoneBody,
  language: LanguageCode,
): Promise<TCodeSent> {
  const phone = readSmsPhone(body.country_code, body.phone_num);
  const proof = await checkProof(db, rateLimits, userId, body);
  await refuseTakenNumber(db, userId, phone.e164);
  await rateLimits.consume(`account:send:user:${userId}`, accountLimits.sendPerUser);
  await db.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, {
      purpose: changePhonePurpose,
      subject: `${userId}:${phone.e164}`,
      ttlSeconds: codeTtlMinutes * 60,
      resendCooldownSeconds: resendAfterSeconds,
      ...(proof.codeId ? { context: { proof_code_id: proof.codeId } } : {}),
    });
    await enqueueSmsCode(outbox, { to: phone.e164, language, code, minutes: codeTtlMinutes, db: trx });
  });
  return { expires_in_seconds: codeTtlMinutes * 60, resend_after_seconds: resendAfterSeconds };
}

/** Step 2: the SMS code changes the number, kept in E.164 and marked verified. */
export async function confirmPhoneChange(
  { db, rateLimits }: Omit<Services, 'outbox'>,
  userId: number,
  body: TChangePhoneVerifyBody,
): Promise<void> {
  const phone = readSmsPhone(body.country_code, body.phone_num);
  await rateLimits.consume(`account:verify:user:${userId}`, accountLimits.verifyPerUser);
  const verified = await verifyCode(db, {
    purpose: changePhonePurpose,
    subject: `${userId}:${phone.e164}`,
    code: body.otp,
    consume: false,
  });
  const proofCodeId = verified.context?.proof_code_id;
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, verified.id);
    await useProof(trx, { codeId: typeof proofCodeId === 'string' ? proofCodeId : null });
    await refuseTakenNumber(trx, userId, phone.e164);
    await trx
      .updateTable('users')
      .set({ phone_num: phone.e164, is_mobile_verified: true })
      .where('id', '=', userId)
      .execute();
  });
}

async function refuseTakenNumber(db: Db, userId: number, e164: string): Promise<void> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('phone_num', '=', e164)
    .where('is_mobile_verified', '=', true)
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (other) {
    throw new ApiError(errorCodes.phoneTakenAlt, {
      fields: { phone_num: [String(errorCodes.phoneTakenAlt)] },
    });
  }
}
