import {
  errorCodes,
  type TApplicationEvent,
  type TApplicationEventKind,
  type TBossCandidate,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { recordApplicationEvent } from '../job-applications';
import { recordProfileView } from '../jobseekers';
import { advanceApplications, readBossCandidate } from './boss-candidate';
import { requireApplication, requireVisibleCandidate } from './candidate-access';
import type { SignedInRecruiter } from './recruiter-session';

/** Opening the profile is a view (Who viewed me) and moves a fresh application to 'viewed'. */
export async function viewCandidate(
  db: Db,
  recruiter: SignedInRecruiter,
  input: { jobseekerId: number; jobId: number | undefined },
): Promise<TBossCandidate> {
  const { jobseekerId, jobId } = input;
  await requireVisibleCandidate(db, recruiter, jobseekerId);
  await recordProfileView(db, { recruiterId: recruiter.recruiterId, jobseekerId, jobId: jobId ?? null });
  await advanceApplications(db, recruiter, { jobseekerId, jobId, from: ['applied'], kind: 'viewed' });
  return readBossCandidate(db, recruiter, jobseekerId);
}

/** One of the candidate's resumes; downloading it moves their applications to 'resume downloaded'. */
export async function downloadCandidateResume(
  db: Db,
  files: FileStorage,
  recruiter: SignedInRecruiter,
  input: { jobseekerId: number; resumeId: number },
): Promise<{ filename: string; mime: string; bytes: Buffer }> {
  const { jobseekerId, resumeId } = input;
  await requireVisibleCandidate(db, recruiter, jobseekerId);
  const resume = await db
    .selectFrom('resumes')
    .select(['filename', 'mime', 'storage_key'])
    .where('id', '=', resumeId)
    .where('user_id', '=', jobseekerId)
    .executeTakeFirst();
  const bytes = resume ? await files.get(resume.storage_key) : null;
  if (!resume || !bytes) throw ApiError.notFound();
  await advanceApplications(db, recruiter, {
    jobseekerId,
    from: ['applied', 'viewed'],
    kind: 'resume_downloaded',
  });
  return { filename: resume.filename, mime: resume.mime, bytes };
}

/** Marking viewed moves a fresh application on; a later step (interview, not suitable) stays. */
export async function markCandidateViewed(
  db: Db,
  recruiter: SignedInRecruiter,
  input: { jobseekerId: number; jobId: number },
): Promise<{ application_id: number; status: TApplicationEventKind; recorded: boolean }> {
  await requireVisibleCandidate(db, recruiter, input.jobseekerId);
  const application = await requireApplication(db, recruiter, input);
  const moved = await advanceApplications(db, recruiter, { ...input, from: ['applied'], kind: 'viewed' });
  const now = await db
    .selectFrom('applications')
    .select('status')
    .where('id', '=', application.id)
    .executeTakeFirstOrThrow();
  return { application_id: application.id, status: now.status, recorded: moved > 0 };
}

/** Not suitable, with the reason the candidate reads in their history; only once (409). */
export async function markCandidateNotSuitable(
  db: Db,
  recruiter: SignedInRecruiter,
  input: { jobseekerId: number; jobId: number; reason: string },
): Promise<{ application_id: number; status: TApplicationEventKind; event: TApplicationEvent }> {
  await requireVisibleCandidate(db, recruiter, input.jobseekerId);
  const application = await requireApplication(db, recruiter, input);
  if (application.status === 'not_suitable')
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 409,
      fields: { error: ['boss.already_not_suitable'] },
    });
  const event = await recordApplicationEvent(db, application.id, 'not_suitable', input.reason);
  return { application_id: application.id, status: event.kind, event };
}
