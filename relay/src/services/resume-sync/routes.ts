import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { sessionUser } from '../authentication';
import { rewriteUserCookie } from '../jobseekers';
import { applySync } from './apply-sync';
import { readResumeContent } from './read-resume-content';

/** Syncing the profile from an attached resume (spec §7, §4 'items found, confirm, synced'). */
export async function resumeSyncRoutes(app: FastifyInstance) {
  const { db, files } = app.services;
  const api = endpoints.resumeSync;
  serveEndpoint(app, api.syncableContent, async ({ viewer, params }) =>
    readResumeContent({ db, files }, viewer.userId, params.id),
  );
  serveEndpoint(app, api.sync, async ({ viewer, params, body }, request, reply) => {
    const result = await applySync({ db, files }, viewer.userId, params.id, body.item_ids);
    // A synced name is a display field: the readable `user` cookie is written again.
    if (result.applied.some((id) => id.startsWith('name-')))
      await rewriteUserCookie(db, request, reply, viewer.sessionId, await sessionUser(db, viewer.userId));
    return result;
  });
}
