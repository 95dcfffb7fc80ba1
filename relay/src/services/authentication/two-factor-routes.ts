import { errorCodes, ZTwoFactorResendBody, ZTwoFactorVerifyBody } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { verifyCode } from './one-time-codes';
import { openUserSession } from './sessions';
import { startTwoFactor, type TwoFactorDevice, twoFactorPurpose } from './two-factor-challenge';

export const twoFactorLimits = {
  verifyPerIp: { limit: 30, windowSeconds: 600 },
  resendPerIp: { limit: 20, windowSeconds: 600 },
} as const;

/** A challenge older than this cannot be resent: the seeker signs in with the password again. */
const resendableForMs = 60 * 60 * 1000;

/**
 * Spec §4 two-factor safety verification, second half: the code from the mail signs the new
 * device in (and so makes it known); resend sends a fresh code after the countdown.
 */
export const twoFactorRoutes: ZodPlugin = async (app) => {
  app.post('/two-factor/verify', { schema: { body: ZTwoFactorVerifyBody } }, async (request, reply) => {
    const { db } = app.services;
    await app.services.rateLimits.consume(`two-factor:verify:ip:${request.ip}`, twoFactorLimits.verifyPerIp);
    const verified = await verifyCode(db, {
      id: request.body.challenge_id,
      purpose: twoFactorPurpose,
      code: request.body.otp,
    });
    const account = await signableAccount(app, Number(verified.subject));
    const device = deviceOf(verified.context);
    return ok(await openUserSession(app, request, reply, account.id, device));
  });

  app.post('/two-factor/resend', { schema: { body: ZTwoFactorResendBody } }, async (request) => {
    const { db } = app.services;
    await app.services.rateLimits.consume(`two-factor:resend:ip:${request.ip}`, twoFactorLimits.resendPerIp);
    const challenge = await db
      .selectFrom('one_time_codes')
      .select(['subject', 'context', 'used_at', 'created_at'])
      .where('id', '=', request.body.challenge_id)
      .where('purpose', '=', twoFactorPurpose)
      .executeTakeFirst();
    if (!challenge) throw ApiError.notFound();
    if (challenge.used_at) throw new ApiError(errorCodes.otpUsed);
    if (Date.now() - challenge.created_at.getTime() > resendableForMs)
      throw new ApiError(errorCodes.otpExpired);
    const account = await signableAccount(app, Number(challenge.subject));
    return ok(await startTwoFactor(app, request, account, deviceOf(challenge.context), { cooldown: true }));
  });
};

/** The account behind a challenge, if it may still sign in. */
async function signableAccount(app: FastifyInstance, userId: number) {
  const account = await app.services.db
    .selectFrom('users')
    .select(['id', 'email', 'suspended_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) throw new ApiError(errorCodes.incorrectCredentials);
  if (account.suspended_at) throw new ApiError(errorCodes.accountSuspended);
  return account;
}

function deviceOf(context: Record<string, unknown> | null): TwoFactorDevice {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { uuid: text(context?.device_uuid), name: text(context?.device_name) };
}
