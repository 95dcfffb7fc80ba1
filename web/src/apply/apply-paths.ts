import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { jobPath } from '../paths/job-path';

/** Spec §2: `{job url}/apply/success`, under the language prefix when there is one. */
export function applySuccessPath(language: LanguageCode, job: { id: number; title: string }): string {
  return `${jobPath(language, job)}/apply/success`;
}

/** Our route for the applied list (the spec shows none). */
export function appliedJobsPath(language: LanguageCode): string {
  return withLanguagePath(language, '/applied-jobs');
}

/** Spec §9 sources: 'mobile_web' on a phone-sized page, where external links open in the same window. */
export function applySource(): 'web' | 'mobile_web' {
  return matchMedia('(max-width: 767px)').matches ? 'mobile_web' : 'web';
}

/** Spec §4: the same window on mobile web; otherwise a new window, and this page reloads. */
export function openExternalApply(url: string, sameWindow: boolean): void {
  if (sameWindow) {
    location.assign(url);
    return;
  }
  window.open(url, '_blank', 'noopener');
  location.reload();
}
