import type { TTwoFactorChallenge } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { enqueueMail } from '../../outbox/templated-mail';
import { issueCode } from './one-time-codes';
import { maskEmail } from './password-account-lookup';

export const twoFactorPurpose = 'two_factor';
export const twoFactorTtlMinutes = 10;
/** Spec §9's resend countdown. */
export const twoFactorResendAfterSeconds = 60;

/** The device waiting to be signed in, kept with the code until it is answered. */
export interface TwoFactorDevice {
  uuid: string | null;
  name: string | null;
}

/**
 * Spec §4: the password was right, but this device never signed in to the account. Instead of a
 * session the seeker gets a code by email; the challenge id names it in verify and resend. The
 * code and its mail are written together. `cooldown` refuses a resend inside the countdown.
 */
export async function startTwoFactor(
  services: Pick<FastifyInstance['services'], 'db' | 'outbox'>,
  request: FastifyRequest,
  account: { id: number; email: string },
  device: TwoFactorDevice,
  options: { cooldown?: boolean } = {},
): Promise<TTwoFactorChallenge> {
  const { db, outbox } = services;
  const challengeId = await db.transaction().execute(async (trx: Db) => {
    const issued = await issueCode(trx, {
      purpose: twoFactorPurpose,
      subject: String(account.id),
      ttlSeconds: twoFactorTtlMinutes * 60,
      ...(options.cooldown ? { resendCooldownSeconds: twoFactorResendAfterSeconds } : {}),
      context: { device_uuid: device.uuid, device_name: device.name },
    });
    await enqueueMail(outbox, {
      to: account.email,
      language: request.locale.language,
      template: 'two_factor',
      values: {
        code: issued.code,
        minutes: twoFactorTtlMinutes,
        device: (device.name ?? request.headers['user-agent'] ?? '?').slice(0, 120),
      },
      db: trx,
    });
    return issued.id;
  });
  return {
    two_factor_required: true,
    challenge_id: challengeId,
    email_hint: maskEmail(account.email),
    expires_in_seconds: twoFactorTtlMinutes * 60,
    resend_after_seconds: twoFactorResendAfterSeconds,
  };
}

/** A challenge by its id, for a resend: who it is for, its device and whether it is spent. */
export function findChallenge(db: Db, challengeId: string) {
  return db
    .selectFrom('one_time_codes')
    .select(['subject', 'context', 'used_at', 'created_at'])
    .where('id', '=', challengeId)
    .where('purpose', '=', twoFactorPurpose)
    .executeTakeFirst();
}
