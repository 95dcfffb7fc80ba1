import { cookieLifetimeMs } from '@talkhire/config';
import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { publicOrigin } from '../../http/public-origin';
import { enqueueMail } from '../../outbox/templated-mail';
import { issueCode, type VerifiedCode, verifyCode } from '../authentication/one-time-codes';
import { sessionCookieOptions } from '../authentication/session-cookies';
import { readSignedIn, requireSignedIn, sessionUser } from '../authentication/sessions';

export const verifyEmailPurpose = 'verify_email';
export const verifyEmailTtlMinutes = 30;
export const verifyEmailResendAfterSeconds = 60;
export const verifyEmailCheckPerIp = { limit: 30, windowSeconds: 600 };

/**
 * Mails the signed-in seeker a code and a link that proves the address. The link carries
 * `<code id>.<six digits>`, so it works in any browser; the six digits alone work where the seeker
 * is signed in. The address is remembered with the code: changing it first voids the code.
 */
export async function sendEmailVerification(app: FastifyInstance, request: FastifyRequest) {
  const { db, outbox } = app.services;
  const { userId } = await requireSignedIn(app, request);
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const { id, code } = await issueCode(trx, {
      purpose: verifyEmailPurpose,
      subject: String(userId),
      ttlSeconds: verifyEmailTtlMinutes * 60,
      resendCooldownSeconds: verifyEmailResendAfterSeconds,
      context: { email: user.email.toLowerCase() },
    });
    const link = `${publicOrigin(app, request)}/verify-email?code=${encodeURIComponent(`${id}.${code}`)}`;
    await enqueueMail(outbox, {
      to: user.email,
      language: request.locale.language,
      template: 'verify_email',
      values: { link, code, minutes: verifyEmailTtlMinutes },
      db: trx,
    });
  });
  return {
    expires_in_seconds: verifyEmailTtlMinutes * 60,
    resend_after_seconds: verifyEmailResendAfterSeconds,
  };
}

/**
 * Sets `is_email_verify` for the code's account; when this browser is signed in as that account
 * its readable `user` cookie is rewritten too (spec §4). A wrong code answers 41056.
 */
export async function confirmEmailVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
) {
  const { db } = app.services;
  await app.services.rateLimits.consume(`verify-email:ip:${request.ip}`, verifyEmailCheckPerIp);
  const verified = await verifyLinkOrDigits(app, request, code);
  const userId = Number(verified.subject);
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user || user.email.toLowerCase() !== verified.context?.email) {
    throw new ApiError(errorCodes.emailOrCodeWrong);
  }
  await db.updateTable('users').set({ is_email_verify: true }).where('id', '=', userId).execute();

  const signedIn = await readSignedIn(app, request);
  if (signedIn?.userId === userId) {
    const options = sessionCookieOptions(request, new Date(Date.now() + cookieLifetimeMs));
    reply.setCookie('user', JSON.stringify(await sessionUser(app, userId)), { ...options, httpOnly: false });
  }
  return { is_email_verify: true };
}

const linkCode = /^([0-9a-f-]{36})\.(\d{6})$/;
const typedCode = /^\d{6}$/;

async function verifyLinkOrDigits(app: FastifyInstance, request: FastifyRequest, code: string) {
  const { db } = app.services;
  const link = linkCode.exec(code);
  let attempt: Promise<VerifiedCode>;
  if (link) {
    attempt = verifyCode(db, { id: link[1] as string, purpose: verifyEmailPurpose, code: link[2] as string });
  } else if (typedCode.test(code)) {
    const { userId } = await requireSignedIn(app, request);
    attempt = verifyCode(db, { purpose: verifyEmailPurpose, subject: String(userId), code });
  } else {
    throw new ApiError(errorCodes.emailOrCodeWrong);
  }
  // A wrong code is the catalogue's 'email or code wrong'; used and expired keep their own codes.
  return attempt.catch((error: unknown) => {
    if (error instanceof ApiError && error.code === errorCodes.wrongOtp) {
      throw new ApiError(errorCodes.emailOrCodeWrong);
    }
    throw error;
  });
}
