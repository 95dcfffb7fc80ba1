import { ZJobIdParams, ZSimilarJobsQuery } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { readJobDetail } from './job-detail-read';
import { similarJobs } from './job-detail-similar';
import { withViewer } from './with-viewer';

/** Spec §7: one job's page and its similar jobs. Static paths (/similar, /saved-jobs) win over /:jobId. */
export const jobDetailRoutes: ZodPlugin = async (app) => {
  app.get('/similar', { schema: { querystring: ZSimilarJobsQuery } }, async (request) =>
    ok(
      await similarJobs(
        app.services.db,
        request.query.job_id,
        request.query.size,
        request.locale.language,
        (await withViewer(app, request)).viewerId,
      ),
    ),
  );
  app.get('/:jobId', { schema: { params: ZJobIdParams } }, async (request) => {
    const { viewerId, language } = await withViewer(app, request);
    return ok(await readJobDetail(app.services.db, request.params.jobId, language, viewerId));
  });
};
