import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { profileVisibilityOf } from '../account-settings';
import { isBlockedBetween } from '../company-blocks';
import type { SignedInRecruiter } from './recruiter-session';

/**
 * A recruiter sees a seeker only when the seeker applied to one of their jobs or chats with them
 * (the chat counts only while the seeker's profile visibility is 'visible'), and never when the
 * seeker blocked their company (spec §6: neither side sees the other). Anyone else is answered as
 * not found, so the console cannot be used to probe who exists.
 */
export async function requireVisibleCandidate(
  db: Db,
  recruiter: SignedInRecruiter,
  jobseekerId: number,
): Promise<void> {
  const [chat, application] = await Promise.all([
    db
      .selectFrom('chats')
      .select('id')
      .where('jobseeker_id', '=', jobseekerId)
      .where('recruiter_id', '=', recruiter.recruiterId)
      .executeTakeFirst(),
    db
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select('a.id')
      .where('a.jobseeker_id', '=', jobseekerId)
      .where('j.recruiter_id', '=', recruiter.recruiterId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!application && (!chat || (await profileVisibilityOf(db, jobseekerId)) === 'hidden'))
    throw new ApiError(errorCodes.notFound);
  if (await isBlockedBetween(db, jobseekerId, recruiter.companyId)) throw new ApiError(errorCodes.notFound);
}

/** The seeker's application to one of the recruiter's own jobs; 404 for another's job, 409 without one. */
export async function requireApplication(
  db: Db,
  recruiter: SignedInRecruiter,
  input: { jobseekerId: number; jobId: number },
): Promise<{ id: number; status: string }> {
  const job = await db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', input.jobId)
    .where('recruiter_id', '=', recruiter.recruiterId)
    .executeTakeFirst();
  if (!job) throw new ApiError(errorCodes.notFound);
  const application = await db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('job_id', '=', input.jobId)
    .where('jobseeker_id', '=', input.jobseekerId)
    .executeTakeFirst();
  if (!application)
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 409,
      fields: { error: ['boss.no_application'] },
    });
  return application;
}
