import { withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin';
import { serveEndpoint } from '../../http/serve-endpoint';
import { findInvitation } from './invitations';
import { sendInviteEmails } from './invite-emails';
import { invitationPath } from './invite-links';
import { acceptInvite } from './invite-rewards';
import { myInvites } from './my-invites';
import { refreshResume, vipStatus } from './resume-refresh';

/** Five batches of at most 10 a day: enough to invite friends, too few to send spam. */
export const inviteEmailLimit = { limit: 5, windowSeconds: 24 * 60 * 60 };

/** Invite a friend and the VIP it earns (spec §1, §9). */
export async function invitesRoutes(app: FastifyInstance) {
  const { db, outbox, rateLimits, config } = app.services;
  const api = endpoints.invites;
  serveEndpoint(app, api.mine, async ({ viewer }) => myInvites(db, viewer.userId));
  serveEndpoint(app, api.sendEmails, async ({ viewer, body, locale }, request) => {
    await rateLimits.consume(`invite-emails:user:${viewer.userId}`, inviteEmailLimit);
    const origin = publicOrigin(config, request);
    return sendInviteEmails(
      { db, outbox },
      {
        userId: viewer.userId,
        language: locale.language,
        linkOf: (code) => `${origin}${withLanguagePath(locale.language, invitationPath(code))}`,
      },
      body.emails,
    );
  });
  serveEndpoint(app, api.invitation, async ({ params }) => findInvitation(db, params.code));
  serveEndpoint(app, api.accept, async ({ params, viewer }) => acceptInvite(db, params.code, viewer.userId));
  serveEndpoint(app, api.vip, async ({ viewer }) => vipStatus(db, viewer.userId));
  serveEndpoint(app, api.refreshResume, async ({ viewer }) => refreshResume(db, viewer.userId));
}
