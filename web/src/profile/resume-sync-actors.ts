import { type ApiClient, ApiFailure } from '@talkhire/client';
import { endpoints, type TResumeSyncResult, type TSyncableContent } from '@talkhire/contracts';
import { resumeSyncMachine } from '@talkhire/machines';
import { fromPromise } from 'xstate';

const quiet = { quiet: true } as const;

/** The resume sync machine with its calls: read the resume, then apply the ticked items. */
export function providedResumeSyncMachine(api: ApiClient) {
  return resumeSyncMachine.provide({
    actors: {
      readContent: fromPromise<TSyncableContent, { resumeId: number }>(({ input, signal }) =>
        api
          .call(
            endpoints.resumeSync.syncableContent,
            { params: { id: input.resumeId } },
            { ...quiet, signal },
          )
          .catch(withReasons),
      ),
      sync: fromPromise<TResumeSyncResult, { resumeId: number; itemIds: string[] }>(({ input }) =>
        api
          .call(
            endpoints.resumeSync.sync,
            { params: { id: input.resumeId }, body: { item_ids: input.itemIds } },
            quiet,
          )
          .catch(withReasons),
      ),
    },
  });
}

/** What a sync changes: every part of the profile it may write, and the overviews built on them. */
export const syncChanges = [
  endpoints.profile.workExperiences,
  endpoints.profile.educations,
  endpoints.profile.basicProfile,
  endpoints.profile.me,
  endpoints.profileParts.skills,
  endpoints.profileParts.links,
  endpoints.profileParts.fullProfile,
  endpoints.profileParts.profileStrength,
];

/**
 * A refusal says its code's sentence ('We could not read your resume') and, per field, why (a
 * scanned image, an old .doc, the rule an item breaks): the dialog shows them together.
 */
function withReasons(error: unknown): never {
  if (!(error instanceof ApiFailure)) throw error;
  const reasons = Object.values(error.errors).flat();
  const message = [error.message, ...reasons.filter((reason) => reason !== error.message)].join(' ');
  throw new ApiFailure(error.status, error.code, message, error.errors, error.retryAfter);
}
