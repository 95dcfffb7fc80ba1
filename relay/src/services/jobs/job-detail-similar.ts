import type { LanguageCode } from '@talkhire/config';
import { errorCodes, type TSimilarJobs } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { notBlockedBy } from '../company-blocks';
import { toJobCard } from './job-card';
import { jobCards } from './search-jobs';

/**
 * Spec §2 similar jobs: active jobs of the same edition, the same job function first, then the
 * same main function, newest first; never the job itself nor a company the reader blocked. Unknown job: 404 / 40004.
 */
export async function similarJobs(
  db: Db,
  jobId: number,
  size: number,
  language: LanguageCode,
  viewerId: number | null = null,
): Promise<TSimilarJobs> {
  const job = await db
    .selectFrom('jobs')
    .where('id', '=', jobId)
    .select(['edition_id', 'main_function_id', 'job_function_id'])
    .executeTakeFirst();
  if (!job) throw new ApiError(errorCodes.notFound);
  const ids = await db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .where('j.edition_id', '=', job.edition_id)
    .where('j.main_function_id', '=', job.main_function_id)
    .where('j.id', '<>', jobId)
    .where(notBlockedBy(viewerId, 'j.company_id'))
    .select('j.id')
    .orderBy(sql`case when j.job_function_id = ${job.job_function_id} then 0 else 1 end`)
    .orderBy('j.posted_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(size)
    .execute();
  if (!ids.length) return { jobs: [] };
  const rows = new Map(
    (
      await jobCards(
        db,
        ids.map((r) => r.id),
      )
    ).map((r) => [r.id, r]),
  );
  return {
    jobs: ids.flatMap(({ id }) => {
      const row = rows.get(id);
      return row ? [toJobCard(row, language)] : [];
    }),
  };
}
