import {
  errorCodes,
  type TSavedJob,
  type TSavedJobsPage,
  ZJobIdParams,
  ZSavedJobIdParams,
  ZSavedJobsQuery,
  ZSaveJobBody,
} from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn } from '../authentication/sessions';
import { toJobCard } from './job-card';
import { jobCards } from './search-jobs';

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

  app.get('/saved-jobs', { schema: { querystring: ZSavedJobsQuery } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const { page, size, sort } = request.query;
    const mine = db
      .selectFrom('saved_jobs as s')
      .innerJoin('jobs as j', 'j.id', 's.job_id')
      .where('s.user_id', '=', userId)
      .where('j.status', '<>', 'deleted');
    const [{ n: total }, saved] = await Promise.all([
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      mine
        .select(['s.id', 's.job_id', 's.created_at'])
        .orderBy(sort === 2 ? 'j.posted_at' : 's.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    ]);
    const cards = new Map(
      (saved.length
        ? await jobCards(
            db,
            saved.map((s) => s.job_id),
          )
        : []
      ).map((row) => [row.id, row]),
    );
    const totalNum = Number(total);
    return ok<TSavedJobsPage>({
      saved_jobs: saved.flatMap((s) => {
        const row = cards.get(s.job_id);
        return row
          ? [
              {
                id: s.id,
                saved_at: new Date(s.created_at).toISOString(),
                job: toJobCard(row, request.locale.language),
              },
            ]
          : [];
      }),
      total_num: totalNum,
      page,
      size,
      total_pages: Math.ceil(totalNum / size),
    });
  });
};
