import type { Source } from '@talkhire/config';
import type { TExternalJobClick } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * A click on a job's external apply link, a statistic for the employer: visitors count too
 * (quick apply signs them up first, a reader may not). Answers the link to open.
 */
export async function recordExternalJobClick(
  db: Db,
  jobId: number,
  click: { userId: number | null; source: Source },
): Promise<TExternalJobClick> {
  const job = await db
    .selectFrom('jobs')
    .select(['status', 'external_apply_url'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job || job.status === 'deleted' || !job.external_apply_url) throw ApiError.notFound();
  await db
    .insertInto('external_job_clicks')
    .values({ job_id: jobId, user_id: click.userId, source: click.source })
    .execute();
  return { job_id: jobId, external_apply_url: job.external_apply_url };
}
