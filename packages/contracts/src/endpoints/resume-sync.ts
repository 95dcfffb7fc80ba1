import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZResumeSyncBody, ZResumeSyncResult, ZSyncableContent } from '../resume-sync';
import { ZResumeIdParams } from '../resumes';

/**
 * Spec §7 'GET /resume/{id}/get-syncable-content' and the confirmation that applies the ticked
 * items (spec §4 'Resume sync: items found, confirm, synced'). A file that cannot be read (a legacy
 * .doc, a scan without text, a damaged or protected PDF) is 41281.
 */
export const resumeSyncEndpoints = {
  syncableContent: endpoint({
    method: 'GET',
    path: '/api/jobseekers/resume/:id/get-syncable-content',
    summary: 'What the attached resume says, as profile items the seeker may tick.',
    auth: 'seeker',
    params: ZResumeIdParams,
    response: ZSyncableContent,
    errors: [errorCodes.notFound, errorCodes.resumeParsingFailed],
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/jobseekers/resume/:id/sync',
    summary:
      'Apply the ticked items in one transaction: all or nothing, duplicates of the profile skipped, the same rules as editing it.',
    auth: 'seeker',
    params: ZResumeIdParams,
    body: ZResumeSyncBody,
    response: ZResumeSyncResult,
    errors: [
      errorCodes.notFound,
      errorCodes.resumeParsingFailed,
      errorCodes.parameterInvalid,
      errorCodes.tooManySkills,
      errorCodes.skillTooLong,
    ],
  }),
};
