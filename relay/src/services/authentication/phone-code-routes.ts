import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
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
export async function phoneCodeRoutes(app: FastifyInstance) {
  const { db, outbox, rateLimits } = app.services;
  const api = endpoints.accounts;

  serveEndpoint(app, api.phoneCodeSend, async ({ body, locale }, request) => {
    const phone = readSmsPhone(body.country_code, body.phone_num);
    await rateLimits.consume(`phone-otp:send:phone:${phone.e164}`, phoneCodeLimits.sendPerPhone);
    await rateLimits.consume(`phone-otp:send:ip:${request.ip}`, phoneCodeLimits.sendPerIp);
    await sendingCode(db, request.log, async (trx) => {
      const { code } = await issueCode(trx, {
        purpose: phoneCodePurpose,
        subject: phone.e164,
        ttlSeconds: phoneCodeTtlMinutes * 60,
        resendCooldownSeconds: resendAfterSeconds,
      });
      await enqueueSmsCode(outbox, {
        to: phone.e164,
        language: locale.language,
        code,
        minutes: phoneCodeTtlMinutes,
        db: trx,
      });
    });
    return { expires_in_seconds: phoneCodeTtlMinutes * 60, resend_after_seconds: resendAfterSeconds };
  });

  serveEndpoint(app, api.phoneCodeVerify, async ({ body, locale }, request, reply) => {
    const { otp, device_uuid } = body;
    const phone = readSmsPhone(body.country_code, body.phone_num);
    await rateLimits.consume(`phone-otp:verify:phone:${phone.e164}`, phoneCodeLimits.verifyPerPhone);
    await rateLimits.consume(`phone-otp:verify:ip:${request.ip}`, phoneCodeLimits.verifyPerIp);
    const verified = await verifyCode(db, {
      purpose: phoneCodePurpose,
      subject: phone.e164,
      code: otp,
      consume: false,
    });
    const outcome = await db.transaction().execute(async (trx) => {
      await consumeCode(trx, verified.id);
      return phoneCodeSignIn(trx, phone.e164, { countryId: locale.edition.id, deviceUuid: device_uuid });
    });
    if (outcome.kind === 'choose') {
      return {
        choose_account: true as const,
        selection_token: outcome.selectionToken,
        expires_in_seconds: selectionTtlSeconds,
        accounts: outcome.accounts,
      };
    }
    return openUserSession(app.services.db, request, reply, outcome.userId, { uuid: device_uuid });
  });

  serveEndpoint(app, api.chooseAccount, async ({ body }, request, reply) => {
    await rateLimits.consume(`phone-otp:choose:ip:${request.ip}`, phoneCodeLimits.choosePerIp);
    const { selection_token, account_id, device_uuid } = body;
    const chosen = await db.transaction().execute((trx) => chooseAccount(trx, selection_token, account_id));
    return openUserSession(app.services.db, request, reply, chosen.userId, {
      uuid: device_uuid ?? chosen.deviceUuid,
    });
  });
}
