import {
  errorCodes,
  myJobsSorts,
  type TSavedJob,
  type TSavedJobsPage,
  ZJobIdParams,
  ZSavedJobIdParams,
  ZSavedJobsQuery,
  ZSaveJobBody,
} from '@talkhire/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn } from '../authentication/sessions';
import { cardsOf, listedStatus, myJobsConditions, pageFields } from './my-jobs-query';
import { readSeekerFit } from './seeker-fit';

/** Saved jobs of spec §7, for signed-in seekers only (guests are sent to sign in by the page). */
export const savedJobsRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;

  app.get('/:jobId/is-saved', { schema: { params: ZJobIdParams } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const saved = await db
      .selectFrom('saved_jobs')
      .select('id')
      .where('user_id', '=', userId)
      .where('job_id', '=', request.params.jobId)
      .executeTakeFirst();
    return ok({ is_saved: saved !== undefined, saved_job_id: saved?.id ?? null });
  });

  // Saving twice keeps the first save: the answer is the same saved job either way.
  app.post('/saved-jobs/create', { schema: { body: ZSaveJobBody } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const jobId = request.body.job_id;
    const job = await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
    if (!job || job.status === 'deleted') throw new ApiError(errorCodes.notFound);
    await db
      .insertInto('saved_jobs')
      .values({ user_id: userId, job_id: jobId })
      .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
      .execute();
    const saved = await db
      .selectFrom('saved_jobs')
      .select(['id', 'job_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    return ok<TSavedJob>({
      id: saved.id,
      job_id: saved.job_id,
      saved_at: new Date(saved.created_at).toISOString(),
    });
  });

  app.delete('/saved-jobs/:id/delete', { schema: { params: ZSavedJobIdParams } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const removed = await db
      .deleteFrom('saved_jobs')
      .where('id', '=', request.params.id)
      .where('user_id', '=', userId)
      .returning(['id', 'job_id'])
      .executeTakeFirst();
    if (!removed) throw new ApiError(errorCodes.notFound);
    return ok(removed);
  });

  app.get('/saved-jobs/:jobId', { schema: { params: ZJobIdParams } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const saved = await db
      .selectFrom('saved_jobs')
      .select(['id', 'job_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('job_id', '=', request.params.jobId)
      .executeTakeFirst();
    if (!saved) throw new ApiError(errorCodes.notFound);
    return ok<TSavedJob>({
      id: saved.id,
      job_id: saved.job_id,
      saved_at: new Date(saved.created_at).toISOString(),
    });
  });

  // My Jobs 'Saved': relevance is the fit with the seeker's preferences, the latest save first
  // among equals; newest is the job's posted date.
  app.get('/saved-jobs', { schema: { querystring: ZSavedJobsQuery } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const { page, size, sort, ...filters } = request.query;
    const conditions = myJobsConditions(request.locale.edition, filters);
    const fit = sort === myJobsSorts.relevance ? await readSeekerFit(db, userId) : undefined;
    const mine = db
      .selectFrom('saved_jobs as s')
      .innerJoin('jobs as j', 'j.id', 's.job_id')
      .where('s.user_id', '=', userId)
      .where((eb) => eb.and(conditions));
    const [{ n: total }, saved] = await Promise.all([
      mine.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      mine
        .select(['s.id', 's.job_id', 's.created_at', 'j.status'])
        .orderBy(
          fit ? sql`${fit.score} desc, s.created_at desc, s.id desc` : sql`j.posted_at desc, j.id desc`,
        )
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    ]);
    const cards = await cardsOf(
      db,
      saved.map((s) => s.job_id),
      request.locale.language,
    );
    return ok<TSavedJobsPage>({
      saved_jobs: saved.flatMap((s) => {
        const job = cards.get(s.job_id);
        return job
          ? [
              {
                id: s.id,
                saved_at: new Date(s.created_at).toISOString(),
                job_status: listedStatus(s.status),
                job,
              },
            ]
          : [];
      }),
      ...pageFields(total, page, size),
    });
  });
};
