import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { enqueueMail } from '../../outbox/templated-mail';
import { emailCodeAccount } from './email-code-account';
import { sendingCode } from './email-code-sending';
import { consumeCode, issueCode, verifyCode } from './one-time-codes';
import { openUserSession } from './sessions';

export const emailCodePurpose = 'email_login';
export const emailCodeTtlMinutes = 10;
/** Spec §9's resend countdown. */
export const resendAfterSeconds = 60;

/** Per address and per network address: a mailbox is not flooded and codes are not guessed. */
export const emailCodeLimits = {
  sendPerEmail: { limit: 5, windowSeconds: 3600 },
  sendPerIp: { limit: 30, windowSeconds: 3600 },
  verifyPerEmail: { limit: 10, windowSeconds: 900 },
  verifyPerIp: { limit: 60, windowSeconds: 900 },
} as const;

/**
 * "Continue with email" by a 6-digit code (spec §4 login flows: sent, verified or wrong, resent).
 * Verifying signs in, creating the account when the address has none.
 */
export async function emailCodeRoutes(app: FastifyInstance) {
  const { db, outbox, rateLimits } = app.services;
  const api = endpoints.accounts;

  serveEndpoint(app, api.emailCodeSend, async ({ body: { email }, locale }, request) => {
    await rateLimits.consume(`email-otp:send:email:${email}`, emailCodeLimits.sendPerEmail);
    await rateLimits.consume(`email-otp:send:ip:${request.ip}`, emailCodeLimits.sendPerIp);
    await sendingCode(db, request.log, async (trx) => {
      const { code } = await issueCode(trx, {
        purpose: emailCodePurpose,
        subject: email,
        ttlSeconds: emailCodeTtlMinutes * 60,
        resendCooldownSeconds: resendAfterSeconds,
      });
      await enqueueMail(outbox, {
        to: email,
        language: locale.language,
        template: 'login_code',
        values: { code, minutes: emailCodeTtlMinutes },
        db: trx,
      });
    });
    return { expires_in_seconds: emailCodeTtlMinutes * 60, resend_after_seconds: resendAfterSeconds };
  });

  serveEndpoint(app, api.emailCodeVerify, async ({ body, locale }, request, reply) => {
    const { email, otp, device_uuid } = body;
    await rateLimits.consume(`email-otp:verify:email:${email}`, emailCodeLimits.verifyPerEmail);
    await rateLimits.consume(`email-otp:verify:ip:${request.ip}`, emailCodeLimits.verifyPerIp);
    const verified = await verifyCode(db, {
      purpose: emailCodePurpose,
      subject: email,
      code: otp,
      consume: false,
    });
    const { userId } = await db.transaction().execute(async (trx) => {
      await consumeCode(trx, verified.id);
      return emailCodeAccount(trx, email, { countryId: locale.edition.id });
    });
    return openUserSession(app.services.db, request, reply, userId, { uuid: device_uuid });
  });
}
