import { type LanguageCode, withLanguagePath } from '@talkhire/config';

/**
 * The steps of profile completion and their paths. Spec §2 fixes the first two: step 1 is
 * `/jobseeker-complete-profile` and the step after it is `/{lang}/jobseeker-complete-profile/10`;
 * spec §4 numbers work experience 3, education 4 and completion 5. So the path segment is the
 * spec's step number, and the order the seeker walks is:
 *
 *   1  (no segment) job preference + name and birthday   → saves the preference and the profile
 *   10              about you: nationality, location, …   → saves the rest of the basic profile
 *   3               work experience: create/update/delete → reloads the list after each change
 *   4               education: create/update/delete       → reloads the list after each change
 *   5               finish: marks the profile complete    → the redirect parameter or /onsite-job
 *
 * English has no language segment (withLanguagePath); every other language keeps its own.
 */
export const wizardSteps = [
  { id: '1', segment: '', label: 'profile.steps.preference' },
  { id: '10', segment: '/10', label: 'profile.steps.about' },
  { id: '3', segment: '/3', label: 'profile.steps.work' },
  { id: '4', segment: '/4', label: 'profile.steps.education' },
  { id: '5', segment: '/5', label: 'profile.steps.finish' },
] as const;

export type WizardStepId = (typeof wizardSteps)[number]['id'];

export const wizardBasePath = '/jobseeker-complete-profile';

/** The step named by the optional path segment, or undefined for an unknown one. */
export function stepOfSegment(segment: string | undefined): WizardStepId | undefined {
  if (segment === undefined || segment === '') return '1';
  return wizardSteps.find((s) => s.id === segment && s.segment !== '')?.id;
}

/** The path of a step in a language, keeping the `redirect` parameter the wizard was opened with. */
export function stepPath(language: LanguageCode, step: WizardStepId, redirect: string | null): string {
  const { segment } = wizardSteps.find((s) => s.id === step)!;
  const path = withLanguagePath(language, `${wizardBasePath}${segment}`);
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** The step before and after one, in walking order. */
export function neighbours(step: WizardStepId): { previous?: WizardStepId; next?: WizardStepId } {
  const index = wizardSteps.findIndex((s) => s.id === step);
  return { previous: wizardSteps[index - 1]?.id, next: wizardSteps[index + 1]?.id };
}

/** Which step holds a field the completion check found missing (spec §4 step 1 and step 10). */
export function stepOfMissingField(field: string): WizardStepId {
  return ['nationality_id', 'location_id'].includes(field) ? '10' : '1';
}
