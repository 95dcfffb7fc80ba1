import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TSessionUser } from '@talkhire/contracts';

export interface DestinationInput {
  user: Pick<TSessionUser, 'active_key' | 'is_profile_completed' | 'profile_needs_update'>;
  /** The `redirect` query parameter of /get-started, as given. */
  redirect?: string | null;
  /** The origin the product is served from, e.g. `https://talkhire.example`. */
  ownOrigin: string;
  language: LanguageCode;
}

/**
 * Spec §4: where a sign-in lands. A usable `redirect` wins; otherwise an active seeker whose
 * profile is incomplete or needs update goes to profile completion and everyone else to /onsite-job.
 *
 * A redirect is usable only if it stays on the product (open-redirect protection): a path is kept
 * as it is; an absolute URL to the product's own origin goes through the login hand-off; anything
 * aimed elsewhere (another host, `//host`, `javascript:`, http on an https site) is ignored.
 */
export function destinationAfterLogin({ user, redirect, ownOrigin, language }: DestinationInput): string {
  const target = redirect ? redirectTarget(redirect, ownOrigin, language) : null;
  if (target) return target;
  const completesProfile = user.active_key === 1 && (!user.is_profile_completed || user.profile_needs_update);
  return withLanguagePath(language, completesProfile ? '/jobseeker-complete-profile' : '/onsite-job');
}

function redirectTarget(redirect: string, ownOrigin: string, language: LanguageCode): string | null {
  const own = new URL(ownOrigin);
  const given = redirect.trim();
  if (!given) return null;
  let target: URL;
  try {
    // Parsed the way a browser would follow it: `/\evil.example` and `//evil.example` leave the host.
    target = new URL(given, own);
  } catch {
    return null;
  }
  // Same scheme, host and port: a foreign host is an open redirect, plain http a downgrade.
  if (target.origin !== own.origin) return null;
  if (isAbsolute(given)) {
    return withLanguagePath(
      language,
      `/jobseeker-login-redirect?redirectUrl=${encodeURIComponent(target.href)}`,
    );
  }
  return `${target.pathname}${target.search}${target.hash}`;
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || /^[/\\]{2}/.test(url);
}
