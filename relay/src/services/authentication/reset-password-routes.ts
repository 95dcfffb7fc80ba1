import {
  errorCodes,
  ZResetPasswordBody,
  ZResetPasswordOtpBody,
  ZResetPasswordVerifyBody,
} from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { enqueueMail } from '../../outbox/templated-mail';
import { consumeCode, issueCode, verifyCode } from './one-time-codes';
import { hashPassword } from './password';
import { findAccountByEmail } from './password-account-lookup';
import { readSignedIn } from './sessions';

export const resetPurpose = 'reset_password';
export const resetTtlMinutes = 10;

/** Spec §5: repeated code requests get 429 'Too many attempts'. Checking codes is bounded too. */
export const resetLimits = {
  otpPerEmail: { limit: 3, windowSeconds: 600 },
  otpPerIp: { limit: 20, windowSeconds: 600 },
  checkPerEmail: { limit: 10, windowSeconds: 600 },
  checkPerIp: { limit: 30, windowSeconds: 600 },
} as const;

/**
 * Spec §7 password reset: a code by mail, an optional check of it, then the new password. The
 * answers never tell whether an address has an account; an unknown one simply never gets a code.
 */
export const resetPasswordRoutes: ZodPlugin = async (app) => {
  app.post('/reset-password/otp', { schema: { body: ZResetPasswordOtpBody } }, async (request) => {
    const { db, outbox } = app.services;
    const { email } = request.body;
    await app.services.rateLimits.consume(`reset:otp:email:${email}`, resetLimits.otpPerEmail);
    await app.services.rateLimits.consume(`reset:otp:ip:${request.ip}`, resetLimits.otpPerIp);
    const account = await findAccountByEmail(db, email);
    if (account) {
      await db.transaction().execute(async (trx) => {
        const { code } = await issueCode(trx, {
          purpose: resetPurpose,
          subject: String(account.id),
          ttlSeconds: resetTtlMinutes * 60,
        });
        await enqueueMail(outbox, {
          to: account.email,
          language: request.locale.language,
          template: 'reset_password',
          values: { code, minutes: resetTtlMinutes },
          db: trx,
        });
      });
    }
    return ok({ expires_in_seconds: resetTtlMinutes * 60 });
  });

  app.post('/reset-password/verify-otp', { schema: { body: ZResetPasswordVerifyBody } }, async (request) => {
    await checkResetCode(app, request, request.body);
    return ok({ verified: true });
  });

  app.post('/reset-password', { schema: { body: ZResetPasswordBody } }, async (request) => {
    const { db } = app.services;
    const { accountId, codeId } = await checkResetCode(app, request, request.body);
    const passwordHash = await hashPassword(request.body.new_password);
    // This browser stays signed in if it is the account's own session; every other one ends.
    const current = await readSignedIn(app, request);
    const keep = current?.userId === accountId ? current.sessionId : null;
    await db.transaction().execute(async (trx) => {
      await consumeCode(trx, codeId);
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', accountId)
        .execute();
      let sessions = trx.deleteFrom('sessions').where('user_id', '=', accountId);
      if (keep) sessions = sessions.where('id', '!=', keep);
      await sessions.execute();
    });
    return ok({ password_reset: true });
  });
};

/** Counts the try, then checks the newest reset code of the address without using it up. */
async function checkResetCode(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { email: string; otp: string },
): Promise<{ accountId: number; codeId: string }> {
  const { db } = app.services;
  await app.services.rateLimits.consume(`reset:check:email:${body.email}`, resetLimits.checkPerEmail);
  await app.services.rateLimits.consume(`reset:check:ip:${request.ip}`, resetLimits.checkPerIp);
  const account = await findAccountByEmail(db, body.email);
  if (!account) throw new ApiError(errorCodes.wrongOtp);
  const verified = await verifyCode(db, {
    purpose: resetPurpose,
    subject: String(account.id),
    code: body.otp,
    consume: false,
  });
  return { accountId: account.id, codeId: verified.id };
}
