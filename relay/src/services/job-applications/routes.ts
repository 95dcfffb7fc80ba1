import { ZAppliedJobsQuery } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn } from '../authentication/sessions';
import { listAppliedJobs } from './applied-jobs';

/** Job applications service (spec §7): the signed-in seeker's applied list. */
export const jobApplicationsRoutes: ZodPlugin = async (app) => {
  app.get('/jobseekers', { schema: { querystring: ZAppliedJobsQuery } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    return ok(await listAppliedJobs(app.services.db, userId, request.query, request.locale.language));
  });
};
