import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * Records that a recruiter opened a seeker's profile, about one of their company's jobs or none.
 * The Boss console calls this when it shows a profile; the seeker sees it under Who viewed me.
 */
export async function recordProfileView(
  db: Db,
  view: { recruiterId: number; jobseekerId: number; jobId?: number | null; viewedAt?: Date },
): Promise<{ id: number }> {
  const recruiter = await db
    .selectFrom('recruiters')
    .select('company_id')
    .where('id', '=', view.recruiterId)
    .executeTakeFirst();
  if (!recruiter) throw new ApiError(errorCodes.notFound);
  if (view.jobId != null) {
    // A recruiter looks at candidates for their own company's jobs only.
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', view.jobId)
      .where('company_id', '=', recruiter.company_id)
      .executeTakeFirst();
    if (!job) throw new ApiError(errorCodes.notFound);
  }
  return db
    .insertInto('profile_views')
    .values({
      recruiter_id: view.recruiterId,
      jobseeker_id: view.jobseekerId,
      job_id: view.jobId ?? null,
      ...(view.viewedAt ? { viewed_at: view.viewedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
