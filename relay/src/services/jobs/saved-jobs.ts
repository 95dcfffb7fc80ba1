import type { Edition, LanguageCode } from '@talkhire/config';
import {
  errorCodes,
  myJobsSorts,
  type TIsSaved,
  type TSavedJob,
  type TSavedJobsPage,
  type TSavedJobsQuery,
} from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { cardsOf, listedStatus, myJobsConditions, pageFields } from './my-jobs-query';
import { readSeekerFit } from './seeker-fit';

/**
 * Saved jobs of spec §7, a signed-in seeker's own. A job is saved at most once per seeker, so
 * the saved id and the job id name the same save: unsaving works by either (spec §7).
 */
export async function isSaved(db: Db, userId: number, jobId: number): Promise<TIsSaved> {
  const saved = await db
    .selectFrom('saved_jobs')
    .select('id')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return { is_saved: saved !== undefined, saved_job_id: saved?.id ?? null };
}

/** Saving twice keeps the first save: the answer is the same saved job either way. */
export async function saveJob(db: Db, userId: number, jobId: number): Promise<TSavedJob> {
  const job = await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
  if (!job || job.status === 'deleted') throw new ApiError(errorCodes.notFound);
  await db
    .insertInto('saved_jobs')
    .values({ user_id: userId, job_id: jobId })
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
    .execute();
  return savedJob(db, userId, jobId);
}

/** By the saved id; someone else's save is as unknown as a missing one. */
export async function unsave(db: Db, userId: number, savedId: number) {
  const removed = await db
    .deleteFrom('saved_jobs')
    .where('id', '=', savedId)
    .where('user_id', '=', userId)
    .returning(['id', 'job_id'])
    .executeTakeFirst();
  if (!removed) throw new ApiError(errorCodes.notFound);
  return removed;
}

/** By the job id: the job page knows the job, not necessarily its save. */
export async function unsaveJob(db: Db, userId: number, jobId: number) {
  const removed = await db
    .deleteFrom('saved_jobs')
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .returning(['id', 'job_id'])
    .executeTakeFirst();
  if (!removed) throw new ApiError(errorCodes.notFound);
  return removed;
}

export async function savedJob(db: Db, userId: number, jobId: number): Promise<TSavedJob> {
  const saved = await db
    .selectFrom('saved_jobs')
    .select(['id', 'job_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  if (!saved) throw new ApiError(errorCodes.notFound);
  return { id: saved.id, job_id: saved.job_id, saved_at: new Date(saved.created_at).toISOString() };
}

/**
 * My Jobs 'Saved': relevance is the fit with the seeker's preferences, the latest save first
 * among equals; newest is the job's posted date.
 */
export async function savedJobsPage(
  db: Db,
  userId: number,
  query: TSavedJobsQuery,
  locale: { edition: Edition; language: LanguageCode },
): Promise<TSavedJobsPage> {
  const { page, size, sort, ...filters } = query;
  const conditions = myJobsConditions(locale.edition, filters);
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
      .orderBy(fit ? sql`${fit.score} desc, s.created_at desc, s.id desc` : sql`j.posted_at desc, j.id desc`)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const cards = await cardsOf(
    db,
    saved.map((s) => s.job_id),
    locale.language,
  );
  return {
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
  };
}
