import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { sessionCookieOptions, sessionCookies } from '../../http/session-cookies';
import { accountLookupRoutes } from './account-lookup-routes';
import { emailCodeRoutes } from './email-code-routes';
import { guestSession } from './guest-sessions';
import { magicLinkRoutes } from './magic-link-routes';
import { passwordLoginRoutes } from './password-login-routes';
import { phoneCodeRoutes } from './phone-code-routes';
import { registerRoutes } from './register-routes';
import { resetPasswordRoutes } from './reset-password-routes';
import { ticketRoutes } from './ticket-routes';
import { twoFactorRoutes } from './two-factor-routes';

/**
 * Authentication service: every way of signing in, out and up. This file: the guest session
 * every visitor gets before signing in (spec §4).
 */
export async function authenticationRoutes(app: FastifyInstance) {
  await app.register(accountLookupRoutes);
  await app.register(emailCodeRoutes);
  await app.register(magicLinkRoutes);
  await app.register(phoneCodeRoutes);
  await app.register(registerRoutes);
  await app.register(passwordLoginRoutes);
  await app.register(twoFactorRoutes);
  await app.register(resetPasswordRoutes);
  await app.register(ticketRoutes);

  serveEndpoint(app, endpoints.accounts.guestLogin, async ({ body }, request, reply) => {
    const opened = await guestSession(app.services.db, request.cookies[sessionCookies.session], body);
    if (opened.token) {
      const options = sessionCookieOptions(request, opened.expiresAt);
      reply
        .setCookie(sessionCookies.session, opened.token, { ...options, httpOnly: true })
        .setCookie(sessionCookies.role, 'guest', { ...options, httpOnly: false });
    }
    return opened.session;
  });
}
