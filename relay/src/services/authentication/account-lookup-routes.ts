import { ZAccountLookupBody } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { findAccountByEmail } from './password-account-lookup';

/**
 * 'Continue with email' asks for a password only when the account has one; everyone else gets a
 * code (which also signs a new address up). This tells whether an address is registered, as any
 * sign-up form does, so it is rate-limited per address of the caller.
 */
export const accountLookupRoutes: ZodPlugin = async (app) => {
  app.post('/email/lookup', { schema: { body: ZAccountLookupBody } }, async (request) => {
    await app.services.rateLimits.consume(`account-lookup:ip:${request.ip}`, {
      limit: 30,
      windowSeconds: 60,
    });
    const row = request.body.email
      ? await findAccountByEmail(app.services.db, request.body.email)
      : undefined;
    return ok({ exists: row !== undefined, has_password: Boolean(row?.password_hash) });
  });
};
