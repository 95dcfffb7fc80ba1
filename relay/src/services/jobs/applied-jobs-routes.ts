import { errorCodes, ZExternalJobClickBody, ZJobIdParams } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { readSignedIn, requireSignedIn } from '../authentication/sessions';
import { findApplication, readAppliedJob } from '../job-applications/applied-jobs';
import { recordApplicationEvent } from '../job-applications/record-application-event';

/** Spec §7: one application with its history, withdrawing it, and clicks on external apply links. */
export const appliedJobsRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;

  app.get('/applied-jobs/:jobId', { schema: { params: ZJobIdParams } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    return ok(await readAppliedJob(db, userId, request.params.jobId, request.locale.language));
  });

  app.patch('/applied-jobs/:jobId/withdraw', { schema: { params: ZJobIdParams } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const { jobId } = request.params;
    const application = await findApplication(db, userId, jobId);
    await recordApplicationEvent(db, application.id, 'withdrawn');
    return ok(await readAppliedJob(db, userId, jobId, request.locale.language));
  });

  // Visitors may click too (quick apply signs them up first, a reader may not): a statistic for the employer.
  app.post(
    '/:jobId/click-external-job',
    { schema: { params: ZJobIdParams, body: ZExternalJobClickBody } },
    async (request) => {
      const { jobId } = request.params;
      const job = await db
        .selectFrom('jobs')
        .select(['status', 'external_apply_url'])
        .where('id', '=', jobId)
        .executeTakeFirst();
      if (!job || job.status === 'deleted' || !job.external_apply_url)
        throw new ApiError(errorCodes.notFound);
      const reader = await readSignedIn(app, request);
      await db
        .insertInto('external_job_clicks')
        .values({ job_id: jobId, user_id: reader?.userId ?? null, source: request.body.source })
        .execute();
      return ok({ job_id: jobId, external_apply_url: job.external_apply_url });
    },
  );
};
