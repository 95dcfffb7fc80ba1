import { withLanguagePath } from '@talkhire/config';
import { endpoints, errorCodes } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { publicOrigin } from '../../http/public-origin';
import { serveEndpoint } from '../../http/serve-endpoint';
import { enqueueMail } from '../../outbox/templated-mail';
import { emailCodeAccount } from './email-code-account';
import { resendAfterSeconds } from './email-code-routes';
import { sendingCode } from './email-code-sending';
import {
  consumeMagicLink,
  issueMagicLink,
  magicLinkTtlMinutes,
  secondsUntilNextLink,
} from './magic-link-tokens';
import { openUserSession } from './sessions';

export const magicLinkLimits = {
  sendPerEmail: { limit: 5, windowSeconds: 3600 },
  sendPerIp: { limit: 30, windowSeconds: 3600 },
  verifyPerIp: { limit: 60, windowSeconds: 900 },
} as const;

/**
 * Sign-in by a link in the mail (spec §4 "magic link sent"). The link opens the web app's
 * `/magic-link?token=…&redirect=…` page (in the reader's language), which posts the token here;
 * the session opens on the browser that does so and the page applies spec §4's redirect rule.
 */
export async function magicLinkRoutes(app: FastifyInstance) {
  const { db, outbox, rateLimits } = app.services;
  const api = endpoints.accounts;

  serveEndpoint(app, api.magicLinkSend, async ({ body: { email, redirect }, locale }, request) => {
    await rateLimits.consume(`magic-link:send:email:${email}`, magicLinkLimits.sendPerEmail);
    await rateLimits.consume(`magic-link:send:ip:${request.ip}`, magicLinkLimits.sendPerIp);
    const wait = await secondsUntilNextLink(db, email, resendAfterSeconds);
    if (wait > 0) throw new ApiError(errorCodes.tooManyAttempts, { values: { retry_after: wait } });
    await sendingCode(db, request.log, async (trx) => {
      const { token } = await issueMagicLink(trx, { email });
      const link = new URL(
        withLanguagePath(locale.language, '/magic-link'),
        publicOrigin(app.services.config, request),
      );
      link.searchParams.set('token', token);
      if (redirect) link.searchParams.set('redirect', redirect);
      await enqueueMail(outbox, {
        to: email,
        language: locale.language,
        template: 'magic_link',
        values: { link: link.href, minutes: magicLinkTtlMinutes },
        db: trx,
      });
    });
    return { expires_in_seconds: magicLinkTtlMinutes * 60, resend_after_seconds: resendAfterSeconds };
  });

  serveEndpoint(app, api.magicLinkVerify, async ({ body, locale }, request, reply) => {
    await rateLimits.consume(`magic-link:verify:ip:${request.ip}`, magicLinkLimits.verifyPerIp);
    const { userId } = await db.transaction().execute(async (trx) => {
      const link = await consumeMagicLink(trx, body.token);
      return emailCodeAccount(trx, link.email, { countryId: locale.edition.id });
    });
    return openUserSession(app.services.db, request, reply, userId, { uuid: body.device_uuid });
  });
}
