import { errorCodes, type TLoginBody, ZLoginBody, ZLogoutBody } from '@talkhire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { standInPasswordHash, verifyPassword } from './password';
import { findAccountByEmail } from './password-account-lookup';
import { hashToken } from './session-tokens';
import { closeSession, isKnownDevice, openUserSession } from './sessions';
import { startTwoFactor } from './two-factor-challenge';

/** Guessing one account's password, and trying many accounts from one address, are both bounded. */
export const loginLimits = {
  perAccount: { limit: 5, windowSeconds: 60 },
  perIp: { limit: 20, windowSeconds: 60 },
} as const;

/**
 * Spec §7 password login at both of its paths, and logout. A login from a device the account has
 * never used answers a two-factor challenge instead of a session (spec §4).
 */
export const passwordLoginRoutes: ZodPlugin = async (app) => {
  async function login(request: FastifyRequest<{ Body: TLoginBody }>, reply: FastifyReply) {
    const { db } = app.services;
    const body = request.body;
    await app.services.rateLimits.consume(`login:ip:${request.ip}`, loginLimits.perIp);
    await app.services.rateLimits.consume(
      `login:account:${body.email.toLowerCase()}`,
      loginLimits.perAccount,
    );
    const account = await findAccountByEmail(db, body.email);
    // An unknown address costs the same scrypt work as a wrong password: timing tells nothing.
    const matches = await verifyPassword(
      body.password,
      account?.password_hash ?? (await standInPasswordHash()),
    );
    // A Boss signs in on the employer site; here their account is no account at all.
    if (!account?.password_hash || !matches || account.role !== 'jobseeker')
      throw new ApiError(errorCodes.incorrectCredentials);
    if (account.suspended_at) throw new ApiError(errorCodes.accountSuspended);

    const device = { uuid: body.device_uuid ?? request.cookies.uuid ?? null, name: body.device_name ?? null };
    if (!(await isKnownDevice(app, account.id, device.uuid))) {
      return ok(await startTwoFactor(app, request, account, device));
    }
    return ok(await openUserSession(app, request, reply, account.id, device));
  }

  app.post('/login', { schema: { body: ZLoginBody } }, login);
  app.post('/jobseekers/login', { schema: { body: ZLoginBody } }, login);

  // Logging out twice, or without a session, is still a success: the browser ends signed out.
  app.post('/log-out', { schema: { body: ZLogoutBody.nullish() } }, async (request, reply) => {
    const token = request.body?.session;
    if (token) await app.services.db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
    await closeSession(app, request, reply);
    return ok({ logged_out: true });
  });
};
