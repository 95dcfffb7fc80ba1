import { endpoints, errorCodes } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { findRecruiterByEmail, loginLimits, standInPasswordHash, verifyPassword } from '../authentication';
import { openRecruiterSession } from './recruiter-session';

/**
 * `POST /api/authentication/recruiters/login`: the least a Boss needs to chat, a password sign-in
 * that opens a 'recruiter' session (same token, cookie and limits as a seeker's). The employer
 * console, its registration and two-factor step are not built yet.
 */
export async function bossLoginRoutes(app: FastifyInstance) {
  const { db, rateLimits } = app.services;

  serveEndpoint(app, endpoints.accounts.bossLogin, async ({ body }, request, reply) => {
    const { email, password } = body;
    await rateLimits.consume(`login:ip:${request.ip}`, loginLimits.perIp);
    await rateLimits.consume(`login:account:${email.toLowerCase()}`, loginLimits.perAccount);
    const account = await findRecruiterByEmail(db, email);
    // An unknown address costs the same scrypt work as a wrong password: timing tells nothing.
    const matches = await verifyPassword(password, account?.password_hash ?? (await standInPasswordHash()));
    if (!account?.password_hash || !matches) throw new ApiError(errorCodes.incorrectCredentials);
    if (account.suspended_at) throw new ApiError(errorCodes.accountSuspended);

    await openRecruiterSession(app.services.db, request, reply, account.user_id, body.device_uuid ?? null);
    return {
      user_id: account.user_id,
      recruiter_id: account.recruiter_id,
      company_id: account.company_id,
      first_name: account.first_name,
      last_name: account.last_name,
    };
  });
}
