import { ZChooseAccountBody, ZPhoneOtpSendBody, ZPhoneOtpVerifyBody } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { enqueueSmsCode } from '../../outbox/templated-mail';
import { resendAfterSeconds } from './email-code-routes';
import { sendingCode } from './email-code-sending';
import { consumeCode, issueCode, verifyCode } from './one-time-codes';
import { chooseAccount, phoneCodeSignIn, selectionTtlSeconds } from './phone-code-accounts';
import { readSmsPhone } from './phone-code-number';
import { openUserSession } from './sessions';

export const phoneCodePurpose = 'phone_login';
export const phoneCodeTtlMinutes = 10;

export const phoneCodeLimits = {
  sendPerPhone: { limit: 5, windowSeconds: 3600 },
  sendPerIp: { limit: 30, windowSeconds: 3600 },
  verifyPerPhone: { limit: 10, windowSeconds: 900 },
  verifyPerIp: { limit: 60, windowSeconds: 900 },
  choosePerIp: { limit: 30, windowSeconds: 900 },
} as const;

/**
 * Sign-in by an SMS code (spec §4, §5): only countries with `is_sms_allowed`, at most 15
 * characters, the country's format checked. SMS goes through the outbox; without a gateway it lands
 * in the dev mailbox. A number shared by several accounts asks which one to open.
 */
export const phoneCodeRoutes: ZodPlugin = async (app) => {
  app.post('/phone-otp/send', { schema: { body: ZPhoneOtpSendBody } }, async (request) => {
    const { outbox, rateLimits } = app.services;
    const phone = readSmsPhone(request.body.country_code, request.body.phone_num);
    await rateLimits.consume(`phone-otp:send:phone:${phone.e164}`, phoneCodeLimits.sendPerPhone);
    await rateLimits.consume(`phone-otp:send:ip:${request.ip}`, phoneCodeLimits.sendPerIp);
    await sendingCode(app, request, async (trx) => {
      const { code } = await issueCode(trx, {
        purpose: phoneCodePurpose,
        subject: phone.e164,
        ttlSeconds: phoneCodeTtlMinutes * 60,
        resendCooldownSeconds: resendAfterSeconds,
      });
      await enqueueSmsCode(outbox, {
        to: phone.e164,
        language: request.locale.language,
        code,
        minutes: phoneCodeTtlMinutes,
        db: trx,
      });
    });
    return ok({ expires_in_seconds: phoneCodeTtlMinutes * 60, resend_after_seconds: resendAfterSeconds });
  });

  app.post('/phone-otp/verify', { schema: { body: ZPhoneOtpVerifyBody } }, async (request, reply) => {
    const { db } = app.services;
    const { otp, device_uuid } = request.body;
    const phone = readSmsPhone(request.body.country_code, request.body.phone_num);
    await app.services.rateLimits.consume(
      `phone-otp:verify:phone:${phone.e164}`,
      phoneCodeLimits.verifyPerPhone,
    );
    await app.services.rateLimits.consume(`phone-otp:verify:ip:${request.ip}`, phoneCodeLimits.verifyPerIp);
    const verified = await verifyCode(db, {
      purpose: phoneCodePurpose,
      subject: phone.e164,
      code: otp,
      consume: false,
    });
    const outcome = await db.transaction().execute(async (trx) => {
      await consumeCode(trx, verified.id);
      return phoneCodeSignIn(trx, phone.e164, {
        countryId: request.locale.edition.id,
        deviceUuid: device_uuid,
      });
    });
    if (outcome.kind === 'choose') {
      return ok({
        choose_account: true as const,
        selection_token: outcome.selectionToken,
        expires_in_seconds: selectionTtlSeconds,
        accounts: outcome.accounts,
      });
    }
    return ok(await openUserSession(app, request, reply, outcome.userId, { uuid: device_uuid }));
  });

  app.post('/phone-otp/choose-account', { schema: { body: ZChooseAccountBody } }, async (request, reply) => {
    const { db } = app.services;
    await app.services.rateLimits.consume(`phone-otp:choose:ip:${request.ip}`, phoneCodeLimits.choosePerIp);
    const { selection_token, account_id, device_uuid } = request.body;
    const chosen = await db.transaction().execute((trx) => chooseAccount(trx, selection_token, account_id));
    return ok(
      await openUserSession(app, request, reply, chosen.userId, { uuid: device_uuid ?? chosen.deviceUuid }),
    );
  });
};
