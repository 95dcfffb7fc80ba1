import { ZEmailOtpSendBody, ZEmailOtpVerifyBody } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
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
export const emailCodeRoutes: ZodPlugin = async (app) => {
  app.post('/email-otp/send', { schema: { body: ZEmailOtpSendBody } }, async (request) => {
    const { outbox, rateLimits } = app.services;
    const { email } = request.body;
    await rateLimits.consume(`email-otp:send:email:${email}`, emailCodeLimits.sendPerEmail);
    await rateLimits.consume(`email-otp:send:ip:${request.ip}`, emailCodeLimits.sendPerIp);
    await sendingCode(app, request, async (trx) => {
      const { code } = await issueCode(trx, {
        purpose: emailCodePurpose,
        subject: email,
        ttlSeconds: emailCodeTtlMinutes * 60,
        resendCooldownSeconds: resendAfterSeconds,
      });
      await enqueueMail(outbox, {
        to: email,
        language: request.locale.language,
        template: 'login_code',
        values: { code, minutes: emailCodeTtlMinutes },
        db: trx,
      });
    });
    return ok({ expires_in_seconds: emailCodeTtlMinutes * 60, resend_after_seconds: resendAfterSeconds });
  });

  app.post('/email-otp/verify', { schema: { body: ZEmailOtpVerifyBody } }, async (request, reply) => {
    const { db } = app.services;
    const { email, otp, device_uuid } = request.body;
    await app.services.rateLimits.consume(`email-otp:verify:email:${email}`, emailCodeLimits.verifyPerEmail);
    await app.services.rateLimits.consume(`email-otp:verify:ip:${request.ip}`, emailCodeLimits.verifyPerIp);
    const verified = await verifyCode(db, {
      purpose: emailCodePurpose,
      subject: email,
      code: otp,
      consume: false,
    });
    const { userId } = await db.transaction().execute(async (trx) => {
      await consumeCode(trx, verified.id);
      return emailCodeAccount(trx, email, { countryId: request.locale.edition.id });
    });
    return ok(await openUserSession(app, request, reply, userId, { uuid: device_uuid }));
  });
};
