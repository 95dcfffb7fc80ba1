import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { findAccountByEmail } from './password-account-lookup';

const lookupLimitPerIp = { limit: 30, windowSeconds: 60 };

/**
 * 'Continue with email' asks for a password only when the account has one; everyone else gets a
 * code (which also signs a new address up). This tells whether an address is registered, as any
 * sign-up form does, so it is rate-limited per address of the caller.
 */
export async function accountLookupRoutes(app: FastifyInstance) {
  serveEndpoint(app, endpoints.accounts.lookUp, async ({ body }, request) => {
    await app.services.rateLimits.consume(`account-lookup:ip:${request.ip}`, lookupLimitPerIp);
    const row = body.email ? await findAccountByEmail(app.services.db, body.email) : undefined;
    return { exists: row !== undefined, has_password: Boolean(row?.password_hash) };
  });
}
