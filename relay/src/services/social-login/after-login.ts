import { isLanguageCode, withLanguagePath } from '@talkhire/config';
import type { TSessionUser } from '@talkhire/contracts';

/**
 * Spec §4: after login, a seeker (active_key 1) whose profile is incomplete or needs update goes
 * to profile completion, everyone else to /onsite-job; a redirect given when the login started
 * overrides it.
 */
export function afterLoginPath(
  user: TSessionUser,
  returnTo: string | null,
  language: string | null = null,
): string {
  if (returnTo) return returnTo;
  const completesProfile = user.active_key === 1 && (!user.is_profile_completed || user.profile_needs_update);
  const path = completesProfile ? '/jobseeker-complete-profile' : '/onsite-job';
  return withLanguagePath(isLanguageCode(language) ? language : 'en', path);
}
