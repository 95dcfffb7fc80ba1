import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import {
  checkResetCode,
  mailResetCode,
  resetLimits,
  resetTtlMinutes,
  setNewPassword,
} from './password-reset';

/**
 * Spec §7 password reset: a code by mail, an optional check of it, then the new password. The
 * answers never tell whether an address has an account.
 */
export async function resetPasswordRoutes(app: FastifyInstance) {
  const { db, outbox, rateLimits } = app.services;
  const api = endpoints.accounts;

  serveEndpoint(app, api.resetCode, async ({ body: { email }, locale }, request) => {
    await rateLimits.consume(`reset:otp:email:${email}`, resetLimits.otpPerEmail);
    await rateLimits.consume(`reset:otp:ip:${request.ip}`, resetLimits.otpPerIp);
    await mailResetCode(db, outbox, email, locale.language);
    return { expires_in_seconds: resetTtlMinutes * 60 };
  });

  serveEndpoint(app, api.resetCheck, async ({ body }, request) => {
    await checkResetCode(db, rateLimits, request.ip, body);
    return { verified: true as const };
  });

  serveEndpoint(app, api.resetPassword, async ({ body, viewer }, request) => {
    const checked = await checkResetCode(db, rateLimits, request.ip, body);
    // This browser stays signed in if it is the account's own session; every other one ends.
    const keep = viewer.kind === 'seeker' && viewer.userId === checked.accountId ? viewer.sessionId : null;
    await setNewPassword(db, checked, body.new_password, keep);
    return { password_reset: true as const };
  });
}
