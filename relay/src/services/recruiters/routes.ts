import type { AddressInfo } from 'node:net';
import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { readBossConversations } from './boss-conversations';
import { bossLoginRoutes } from './boss-login-routes';
import { readBossMe } from './boss-me';
import {
  downloadCandidateResume,
  markCandidateNotSuitable,
  markCandidateViewed,
  viewCandidate,
} from './candidate-decisions';
import { openApplicationChat } from './open-application-chat';
import { seekerSiteOf } from './seeker-site';

/**
 * The employer (Boss) console's API under `/api/recruiters`: every route but the seeker site's
 * address needs a Boss's session (401 without one, 403 for a seeker's), checked before the body
 * is read.
 */
export async function recruitersRoutes(app: FastifyInstance) {
  await app.register(bossLoginRoutes);
  const { db, bus, files, config } = app.services;
  const api = endpoints.bossConsole;

  serveEndpoint(app, api.seekerSite, async () => ({
    seeker_site: seekerSiteOf(config, (app.server.address() as AddressInfo | null)?.port ?? null),
  }));
  serveEndpoint(app, api.me, async ({ viewer }) => readBossMe(db, viewer));
  serveEndpoint(app, api.conversations, async ({ viewer, query }) =>
    readBossConversations(db, viewer, query),
  );
  serveEndpoint(app, api.candidate, async ({ viewer, params, query }) =>
    viewCandidate(db, viewer, { jobseekerId: params.jobseekerId, jobId: query.job_id }),
  );
  serveEndpoint(app, api.resume, async ({ viewer, params }, _request, reply) => {
    const resume = await downloadCandidateResume(db, files, viewer, params);
    return reply
      .header('content-type', resume.mime)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(resume.filename)}`)
      .header('cache-control', 'private, no-store')
      .send(resume.bytes);
  });
  serveEndpoint(app, api.markViewed, async ({ viewer, params, body }) =>
    markCandidateViewed(db, viewer, { jobseekerId: params.jobseekerId, jobId: body.job_id }),
  );
  serveEndpoint(app, api.markNotSuitable, async ({ viewer, params, body }) =>
    markCandidateNotSuitable(db, viewer, {
      jobseekerId: params.jobseekerId,
      jobId: body.job_id,
      reason: body.reason,
    }),
  );
  serveEndpoint(app, api.openChat, async ({ viewer, body }) =>
    openApplicationChat(db, bus, viewer, body.application_id),
  );
}
