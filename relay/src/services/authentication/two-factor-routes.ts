import { endpoints, errorCodes } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { accountStanding } from './account-standing';
import { verifyCode } from './one-time-codes';
import { openUserSession } from './sessions';
import {
  findChallenge,
  startTwoFactor,
  type TwoFactorDevice,
  twoFactorPurpose,
} from './two-factor-challenge';

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
export async function twoFactorRoutes(app: FastifyInstance) {
  const { db, rateLimits } = app.services;
  const api = endpoints.accounts;

  serveEndpoint(app, api.twoFactorVerify, async ({ body }, request, reply) => {
    await rateLimits.consume(`two-factor:verify:ip:${request.ip}`, twoFactorLimits.verifyPerIp);
    const verified = await verifyCode(db, {
      id: body.challenge_id,
      purpose: twoFactorPurpose,
      code: body.otp,
    });
    const account = await signableAccount(db, Number(verified.subject));
    return openUserSession(app.services.db, request, reply, account.id, deviceOf(verified.context));
  });

  serveEndpoint(app, api.twoFactorResend, async ({ body }, request) => {
    await rateLimits.consume(`two-factor:resend:ip:${request.ip}`, twoFactorLimits.resendPerIp);
    const challenge = await findChallenge(db, body.challenge_id);
    if (!challenge) throw ApiError.notFound();
    if (challenge.used_at) throw new ApiError(errorCodes.otpUsed);
    if (Date.now() - challenge.created_at.getTime() > resendableForMs)
      throw new ApiError(errorCodes.otpExpired);
    const account = await signableAccount(db, Number(challenge.subject));
    return startTwoFactor(app.services, request, account, deviceOf(challenge.context), { cooldown: true });
  });
}

/** The account behind a challenge, if it may still sign in. */
async function signableAccount(db: Db, userId: number) {
  const account = await accountStanding(db, userId);
  if (!account) throw new ApiError(errorCodes.incorrectCredentials);
  if (account.suspended) throw new ApiError(errorCodes.accountSuspended);
  return account;
}

function deviceOf(context: Record<string, unknown> | null): TwoFactorDevice {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { uuid: text(context?.device_uuid), name: text(context?.device_name) };
}
