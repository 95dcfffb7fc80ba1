import { errorCodes, type TRecruiterSession, ZLoginBody } from '@talkhire/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { openRecruiterSession } from '../recruiters/recruiter-session';
import { standInPasswordHash, verifyPassword } from './password';
import { loginLimits } from './password-login-routes';

/**
 * `POST /api/authentication/recruiters/login`: the least a Boss needs to chat, a password sign-in
 * that opens a 'recruiter' session (same token, cookie and limits as a seeker's). The employer
 * console, its registration and two-factor step are not built yet.
 */
export const recruiterLoginRoutes: ZodPlugin = async (app) => {
  app.post('/recruiters/login', { schema: { body: ZLoginBody } }, async (request, reply) => {
    const { db } = app.services;
    const { email, password } = request.body;
    await app.services.rateLimits.consume(`login:ip:${request.ip}`, loginLimits.perIp);
    await app.services.rateLimits.consume(`login:account:${email.toLowerCase()}`, loginLimits.perAccount);
    const account = await db
      .selectFrom('users')
      .innerJoin('recruiters', 'recruiters.user_id', 'users.id')
      .select([
        'users.id as user_id',
        'users.password_hash',
        'users.suspended_at',
        'users.first_name',
        'users.last_name',
        'recruiters.id as recruiter_id',
        'recruiters.company_id',
      ])
      .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
      .where('users.role', '=', 'recruiter')
      .executeTakeFirst();
    // An unknown address costs the same scrypt work as a wrong password: timing tells nothing.
    const matches = await verifyPassword(password, account?.password_hash ?? (await standInPasswordHash()));
    if (!account?.password_hash || !matches) throw new ApiError(errorCodes.incorrectCredentials);
    if (account.suspended_at) throw new ApiError(errorCodes.accountSuspended);

    await openRecruiterSession(app, request, reply, account.user_id, request.body.device_uuid ?? null);
    return ok<TRecruiterSession>({
      user_id: account.user_id,
      recruiter_id: account.recruiter_id,
      company_id: account.company_id,
      first_name: account.first_name,
      last_name: account.last_name,
    });
  });
};
