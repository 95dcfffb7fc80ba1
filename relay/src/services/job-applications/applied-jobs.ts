import type { LanguageCode } from '@talkhire/config';
import type { TAppliedJob, TAppliedJobDetail, TAppliedJobsPage } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { jobCards, toJobCard } from '../jobs';
import { recordApplicationEvent } from './record-application-event';

const iso = (d: Date) => new Date(d).toISOString();

/** Spec §7 applied list: the seeker's own applications, each with its job card and latest status. */
export async function listAppliedJobs(
  db: Db,
  seekerId: number,
  query: { page: number; size: number; sort: 1 | 2 },
  language: LanguageCode,
): Promise<TAppliedJobsPage> {
  const { page, size, sort } = query;
  const mine = db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .where('a.jobseeker_id', '=', seekerId);
  const [{ n }, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine
      .select(['a.id', 'a.job_id', 'a.status', 'a.created_at', 'a.updated_at', 'j.status as job_status'])
      .orderBy(sort === 2 ? 'a.updated_at' : 'a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const cards = new Map(
    (rows.length
      ? await jobCards(
          db,
          rows.map((r) => r.job_id),
        )
      : []
    ).map((card) => [card.id, card]),
  );
  const total = Number(n);
  return {
    applications: rows.flatMap((row): TAppliedJob[] => {
      const card = cards.get(row.job_id);
      return card
        ? [
            {
              id: row.id,
              job_id: row.job_id,
              status: row.status,
              applied_at: iso(row.created_at),
              updated_at: iso(row.updated_at),
              job_status: row.job_status,
              job: toJobCard(card, language),
            },
          ]
        : [];
    }),
    total_num: total,
    page,
    size,
    total_pages: Math.ceil(total / size),
  };
}

/**
 * Spec §7 GET jobs/applied-jobs/{jobId}: the seeker's application to a job with its whole history,
 * or null when they have not applied to it: every job page a seeker has not applied to asks, so
 * that is an answer, not a refusal. Only a job that does not exist at all is 404.
 */
export async function readAppliedJob(
  db: Db,
  seekerId: number,
  jobId: number,
  language: LanguageCode,
): Promise<TAppliedJobDetail | null> {
  const application = await applicationTo(db, seekerId, jobId);
  if (application) return describeApplication(db, application, jobId, language);
  const job = await db.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst();
  if (!job) throw ApiError.notFound();
  return null;
}

/** Withdraws the seeker's application (final): there must be one to withdraw (404 otherwise). */
export async function withdrawApplication(
  db: Db,
  seekerId: number,
  jobId: number,
  language: LanguageCode,
): Promise<TAppliedJobDetail> {
  const application = await findApplication(db, seekerId, jobId);
  await recordApplicationEvent(db, application.id, 'withdrawn');
  return describeApplication(db, await findApplication(db, seekerId, jobId), jobId, language);
}

/** The seeker's application to a job; someone else's is as unknown as a missing one (404). */
async function findApplication(db: Db, seekerId: number, jobId: number) {
  const application = await applicationTo(db, seekerId, jobId);
  if (!application) throw ApiError.notFound();
  return application;
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof applicationTo>>>;

function applicationTo(db: Db, seekerId: number, jobId: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('resumes as r', 'r.id', 'a.resume_id')
    .select([
      'a.id',
      'a.status',
      'a.source',
      'a.first_message',
      'r.id as resume_id',
      'r.filename as resume_filename',
      'a.screening_answers',
      'a.created_at',
      'a.updated_at',
      'j.status as job_status',
    ])
    .where('a.jobseeker_id', '=', seekerId)
    .where('a.job_id', '=', jobId)
    .executeTakeFirst();
}

async function describeApplication(
  db: Db,
  application: ApplicationRow,
  jobId: number,
  language: LanguageCode,
): Promise<TAppliedJobDetail> {
  const [events, [card]] = await Promise.all([
    db
      .selectFrom('application_events')
      .select(['id', 'kind', 'reason', 'created_at'])
      .where('application_id', '=', application.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    jobCards(db, [jobId]),
  ]);
  if (!card) throw ApiError.notFound();
  return {
    id: application.id,
    job_id: jobId,
    status: application.status,
    applied_at: iso(application.created_at),
    updated_at: iso(application.updated_at),
    job_status: application.job_status,
    job: toJobCard(card, language),
    source: application.source,
    first_message: application.first_message,
    resume:
      application.resume_id !== null && application.resume_filename !== null
        ? { id: application.resume_id, filename: application.resume_filename }
        : null,
    screening_answers: application.screening_answers,
    events: events.map((e) => ({ ...e, created_at: iso(e.created_at) })),
  };
}
