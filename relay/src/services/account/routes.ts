import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { Seeker } from '../../http/viewer';
import { closeSession, sessionUser } from '../authentication';
import { rewriteUserCookie } from '../jobseekers';
import { accountOverview } from './account-overview';
import { sendConfirmationCode } from './account-proof';
import { confirmEmailChange, sendChangeEmailCode } from './change-email';
import { changePassword } from './change-password';
import { confirmPhoneChange, sendChangePhoneCode } from './change-phone';
import { deleteAccount } from './delete-account';

/** The Account tab of account settings (spec §2): email, phone, password, deleting the account. */
export async function accountRoutes(app: FastifyInstance) {
  const { db, outbox, rateLimits, files } = app.services;
  const api = endpoints.accountChanges;
  // Email and phone are display fields of the readable `user` cookie: it is written again.
  const rewriteUser = async (viewer: Seeker, request: FastifyRequest, reply: FastifyReply) =>
    rewriteUserCookie(db, request, reply, viewer.sessionId, await sessionUser(db, viewer.userId));

  serveEndpoint(app, api.overview, async ({ viewer }) => accountOverview(db, viewer.userId));
  serveEndpoint(app, api.confirmationCode, async ({ viewer, locale }) =>
    sendConfirmationCode(db, { outbox, rateLimits }, viewer.userId, locale.language),
  );

  serveEndpoint(app, api.emailCode, async ({ viewer, body, locale }) =>
    sendChangeEmailCode({ db, outbox, rateLimits }, viewer.userId, body, locale.language),
  );
  serveEndpoint(app, api.emailVerify, async ({ viewer, body, locale }, request, reply) => {
    await confirmEmailChange({ db, outbox, rateLimits }, viewer.userId, body, locale.language);
    return rewriteUser(viewer, request, reply);
  });

  serveEndpoint(app, api.phoneCode, async ({ viewer, body, locale }) =>
    sendChangePhoneCode({ db, outbox, rateLimits }, viewer.userId, body, locale.language),
  );
  serveEndpoint(app, api.phoneVerify, async ({ viewer, body }, request, reply) => {
    await confirmPhoneChange({ db, rateLimits }, viewer.userId, body);
    return rewriteUser(viewer, request, reply);
  });

  serveEndpoint(app, api.changePassword, async ({ viewer, body }) =>
    changePassword({ db, rateLimits }, viewer, body),
  );

  serveEndpoint(app, api.deleteAccount, async ({ viewer, body, locale }, request, reply) => {
    await deleteAccount(
      { db, outbox, rateLimits, files, log: request.log },
      viewer.userId,
      body,
      locale.language,
    );
    // The sessions went with the account; the browser's cookies go too (spec §4's logout set).
    await closeSession(db, request, reply);
    return { deleted: true as const };
  });
}
