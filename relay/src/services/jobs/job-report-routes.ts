import { errorCodes, ZJobIdParams, ZReportJobBody } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { sessionCookies } from '../authentication/session-cookies';
import { hashToken } from '../authentication/session-tokens';

/**
 * Spec §7 report and view records. A report needs a session, a seeker's or the guest session every
 * visitor gets on arrival (spec §4), so anonymous readers can report without an account while a
 * cookie-less script cannot; one report per reader and job, a repeat keeps the first. A view needs
 * no session; a signed-in view records the seeker (for "who viewed" counts).
 */
export const jobReportRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;

  app.post('/:jobId/report', { schema: { params: ZJobIdParams, body: ZReportJobBody } }, async (request) => {
    const reader = await readAnySession(app, request);
    if (!reader) throw new ApiError(errorCodes.credentialsNotProvided);
    const { jobId } = request.params;
    await assertJobExists(app, jobId);
    await db
      .insertInto('job_reports')
      .values({
        job_id: jobId,
        user_id: reader.userId,
        reporter_key: reader.userId ? `user:${reader.userId}` : `session:${reader.sessionId}`,
        report_reason_id: request.body.report_reason_id,
      })
      .onConflict((oc) => oc.columns(['job_id', 'reporter_key']).doNothing())
      .execute();
    return ok({ job_id: jobId, report_reason_id: request.body.report_reason_id });
  });

  app.post('/:jobId/view', { schema: { params: ZJobIdParams } }, async (request) => {
    const { jobId } = request.params;
    await assertJobExists(app, jobId);
    const reader = await readAnySession(app, request);
    await db
      .insertInto('job_views')
      .values({ job_id: jobId, user_id: reader?.userId ?? null })
      .execute();
    return ok({ job_id: jobId });
  });
};

async function assertJobExists(app: FastifyInstance, jobId: number) {
  const job = await app.services.db
    .selectFrom('jobs')
    .select('status')
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job || job.status === 'deleted') throw new ApiError(errorCodes.notFound);
}

/** The guest or seeker session of this browser, if it is still open. */
async function readAnySession(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[sessionCookies.session];
  if (!token) return null;
  const row = await app.services.db
    .selectFrom('sessions')
    .select(['id', 'user_id'])
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { sessionId: row.id, userId: row.user_id } : null;
}
