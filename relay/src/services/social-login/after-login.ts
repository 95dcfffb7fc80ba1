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

/**
 * The `redirect` of a sign-in as a path on this site, or null. Absolute URLs count only when
 * they point at this site's own origin (then their path is kept): a sign-in must never end on
 * someone else's page (open redirect), and the server redirects on its own origin anyway.
 */
export function safeReturnPath(redirect: string | undefined, ownOrigin: string): string | null {
  if (!redirect) return null;
  const trimmed = redirect.trim();
  const relative = trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\');
  if (!relative && !/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(ownOrigin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
