import type { ApiClient } from '@talkhire/client';
import { jobIdOfSlug, type LanguageCode, splitLanguagePath, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';

/**
 * Spec §7 GET /web/jobseeker/redirect_condition?job_id: before a hand-off lands on a job's page,
 * where it should go: the job while it is open, else the job search (a closed or unknown job is
 * no place to arrive). Any other address, or no answer, leaves the destination as it is.
 */
export async function jobRedirect(api: ApiClient, target: string, language: LanguageCode): Promise<string> {
  const { rest } = splitLanguagePath(target.split(/[?#]/)[0] ?? '');
  const slug = /^\/job\/([^/]+)$/.exec(rest)?.[1];
  const jobId = slug ? jobIdOfSlug(slug) : null;
  if (!jobId) return target;
  try {
    const condition = await api.call(
      endpoints.tracking.redirectCondition,
      { query: { job_id: jobId } },
      { quiet: true },
    );
    return condition.redirect === 'job' ? target : withLanguagePath(language, '/job-search');
  } catch {
    return target;
  }
}
