import { cookieLifetimeMs } from '@talkhire/config';
import { ZGuestLoginBody } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { accountLookupRoutes } from './account-lookup-routes';
import { emailCodeRoutes } from './email-code-routes';
import { magicLinkRoutes } from './magic-link-routes';
import { passwordAccountRoutes } from './password-account-routes';
import { phoneCodeRoutes } from './phone-code-routes';
import { recruiterLoginRoutes } from './recruiter-login-routes';
import { sessionCookieOptions, sessionCookies } from './session-cookies';
import { hashToken, newToken } from './session-tokens';

/** Authentication service. This part: the guest session every visitor gets before signing in. */
export const authenticationRoutes: ZodPlugin = async (app) => {
  await app.register(accountLookupRoutes);
  await app.register(emailCodeRoutes);
  await app.register(magicLinkRoutes);
  await app.register(passwordAccountRoutes);
  await app.register(phoneCodeRoutes);
  await app.register(recruiterLoginRoutes);
  app.post('/guest/login', { schema: { body: ZGuestLoginBody } }, async (request, reply) => {
    const { db } = app.services;
    const body = request.body;
    const existing = await findSession(request.cookies[sessionCookies.session]);
    if (existing) {
      return ok({
        role: existing.role,
        device_uuid: existing.device_uuid ?? body.device_uuid,
        expires_at: existing.expires_at.toISOString(),
      });
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + cookieLifetimeMs);
    await db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: null,
        role: 'guest',
        device_uuid: body.device_uuid,
        device_name: body.device_name?.slice(0, 500) ?? null,
        device_type: body.device_type,
        fcm_token_web: body.fcm_token_web ?? null,
        country_id: body.country_id,
        language_id: body.language_id,
        expires_at: expiresAt,
      })
      .execute();
    const options = sessionCookieOptions(request, expiresAt);
    reply
      .setCookie(sessionCookies.session, token, { ...options, httpOnly: true })
      .setCookie(sessionCookies.role, 'guest', { ...options, httpOnly: false });
    return ok({ role: 'guest' as const, device_uuid: body.device_uuid, expires_at: expiresAt.toISOString() });
  });

  async function findSession(token: string | undefined) {
    if (!token) return undefined;
    return app.services.db
      .selectFrom('sessions')
      .select(['role', 'device_uuid', 'expires_at'])
      .where('id', '=', hashToken(token))
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
  }
};
