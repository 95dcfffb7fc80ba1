import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Reader } from '../../http/viewer';

/**
 * Spec §7 report and view records. A report needs a session, a seeker's or a guest's; one report
 * per reader and job, a repeat keeps the first. A view needs no session; a signed-in view records
 * the seeker (for "who viewed" counts).
 */
export async function reportJob(db: Db, reader: Reader | null, jobId: number, reasonId: number) {
  if (!reader) throw new ApiError(errorCodes.credentialsNotProvided);
  await assertJobExists(db, jobId);
  await db
    .insertInto('job_reports')
    .values({ job_id: jobId, user_id: reader.userId, reporter_key: reader.key, report_reason_id: reasonId })
    .onConflict((oc) => oc.columns(['job_id', 'reporter_key']).doNothing())
    .execute();
  return { job_id: jobId, report_reason_id: reasonId };
}

export async function recordJobView(db: Db, reader: Reader | null, jobId: number) {
  await assertJobExists(db, jobId);
  await db
    .insertInto('job_views')
    .values({ job_id: jobId, user_id: reader?.userId ?? null })
    .execute();
  return { job_id: jobId };
}

async function assertJobExists(db: Db, jobId: number) {
  const job = await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
  if (!job || job.status === 'deleted') throw new ApiError(errorCodes.notFound);
}
