import { endpoints, errorCodes, type TLoginBody } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { standInPasswordHash, verifyPassword } from './password';
import { findAccountByEmail } from './password-account-lookup';
import { closeSession, endSessionOfToken, isKnownDevice, openUserSession } from './sessions';
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
export async function passwordLoginRoutes(app: FastifyInstance) {
  const api = endpoints.accounts;

  async function login(body: TLoginBody, request: FastifyRequest, reply: FastifyReply) {
    const { db, rateLimits } = app.services;
    await rateLimits.consume(`login:ip:${request.ip}`, loginLimits.perIp);
    await rateLimits.consume(`login:account:${body.email.toLowerCase()}`, loginLimits.perAccount);
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
    if (!(await isKnownDevice(app.services.db, account.id, device.uuid))) {
      return startTwoFactor(app.services, request, account, device);
    }
    return openUserSession(app.services.db, request, reply, account.id, device);
  }

  serveEndpoint(app, api.login, async ({ body }, request, reply) => login(body, request, reply));
  serveEndpoint(app, api.seekerLogin, async ({ body }, request, reply) => login(body, request, reply));

  // Logging out twice, or without a session, is still a success: the browser ends signed out.
  serveEndpoint(app, api.logout, async ({ body }, request, reply) => {
    if (body?.session) await endSessionOfToken(app.services.db, body.session);
    await closeSession(app.services.db, request, reply);
    return { logged_out: true as const };
  });
}
