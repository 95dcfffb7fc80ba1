import { ApiFailure } from '@talkhire/client';
import { endpointPath, endpoints, type TResume } from '@talkhire/contracts';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';

/** The templates the relay renders (spec §2 'resume templates'), for the page and the profile. */
export function useResumeTemplates() {
  return useEndpointQuery(endpoints.resumeBuilder.templates, {}, { staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Spec §7 POST /generate-resume. The new PDF is an attached resume, so the list of resumes and
 * the profile's strength are asked again. Refusals (41170, an empty profile) are the screen's to say.
 */
export function useGenerateResume() {
  return useEndpointMutation(endpoints.resumeBuilder.generate, {
    invalidates: [
      endpoints.profile.resumes,
      endpoints.profileParts.profileStrength,
      endpoints.profileParts.fullProfile,
    ],
    quiet: true,
  });
}

/** Where the browser downloads a resume of the signed-in seeker. */
export function resumeDownloadPath(resume: TResume): string {
  return endpointPath(endpoints.resumes.download, { id: resume.id });
}

/** The sentence of a refusal, in the reader's language (the relay wrote it by Language-Id). */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiFailure && error.message ? error.message : fallback;
}
