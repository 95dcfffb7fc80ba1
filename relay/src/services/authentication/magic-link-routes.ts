import { withLanguagePath } from '@talkhire/config';
import { errorCodes, ZMagicLinkSendBody, ZMagicLinkVerifyBody } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import type { ZodPlugin } from '../../http/zod-provider';
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
export const magicLinkRoutes: ZodPlugin = async (app) => {
  app.post('/magic-link/send', { schema: { body: ZMagicLinkSendBody } }, async (request) => {
    const { db, outbox } = app.services;
    const { email, redirect } = request.body;
    await app.services.rateLimits.consume(`magic-link:send:email:${email}`, magicLinkLimits.sendPerEmail);
    await app.services.rateLimits.consume(`magic-link:send:ip:${request.ip}`, magicLinkLimits.sendPerIp);
    const wait = await secondsUntilNextLink(db, email, resendAfterSeconds);
    if (wait > 0) throw new ApiError(errorCodes.tooManyAttempts, { values: { retry_after: wait } });
    await sendingCode(app, request, async (trx) => {
      const { token } = await issueMagicLink(trx, { email });
      const link = new URL(
        withLanguagePath(request.locale.language, '/magic-link'),
        publicOrigin(app, request),
      );
      link.searchParams.set('token', token);
      if (redirect) link.searchParams.set('redirect', redirect);
      await enqueueMail(outbox, {
        to: email,
        language: request.locale.language,
        template: 'magic_link',
        values: { link: link.href, minutes: magicLinkTtlMinutes },
        db: trx,
      });
    });
    return ok({ expires_in_seconds: magicLinkTtlMinutes * 60, resend_after_seconds: resendAfterSeconds });
  });

  app.post('/magic-link/verify', { schema: { body: ZMagicLinkVerifyBody } }, async (request, reply) => {
    const { db } = app.services;
    await app.services.rateLimits.consume(`magic-link:verify:ip:${request.ip}`, magicLinkLimits.verifyPerIp);
    const { userId } = await db.transaction().execute(async (trx) => {
      const link = await consumeMagicLink(trx, request.body.token);
      return emailCodeAccount(trx, link.email, { countryId: request.locale.edition.id });
    });
    return ok(await openUserSession(app, request, reply, userId, { uuid: request.body.device_uuid }));
  });
};
