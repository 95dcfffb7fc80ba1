import { cookieLifetimeMs } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin';
import { serveEndpoint } from '../../http/serve-endpoint';
import { sessionCookieOptions } from '../../http/session-cookies';
import { seekerIdOf } from '../../http/viewer';
import { sessionUser } from '../authentication';
import { confirmEmailVerification, sendEmailVerification, verifyEmailCheckPerIp } from './email-verification';

/** Email verification (spec §4, §7 data /email/generate-otp and /email/verify). */
export async function emailVerificationRoutes(app: FastifyInstance) {
  const { db, outbox, rateLimits } = app.services;
  const api = endpoints.accounts;

  serveEndpoint(app, api.emailVerificationSend, async ({ viewer, locale }, request) =>
    sendEmailVerification(db, outbox, {
      userId: viewer.userId,
      language: locale.language,
      origin: publicOrigin(app.services.config, request),
    }),
  );

  // Spec §4: when this browser is signed in as the verified account, its `user` cookie says so at once.
  serveEndpoint(app, api.emailVerify, async ({ query, viewer }, request, reply) => {
    await rateLimits.consume(`verify-email:ip:${request.ip}`, verifyEmailCheckPerIp);
    const signedIn = seekerIdOf(viewer);
    const userId = await confirmEmailVerification(db, query.code, signedIn);
    if (signedIn === userId) {
      const options = sessionCookieOptions(request, new Date(Date.now() + cookieLifetimeMs));
      reply.setCookie('user', JSON.stringify(await sessionUser(app.services.db, userId)), {
        ...options,
        httpOnly: false,
      });
    }
    return { is_email_verify: true as const };
  });
}
