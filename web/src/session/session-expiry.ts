import { type LanguageCode, splitLanguagePath, withLanguagePath } from '@talkhire/config';
import { isSignInPage } from './sign-in-pages';

export interface ExpiryEffects {
  /** Clears the session cookies and sets the auth status to expired. */
  expireSession(): void;
  /** Drops every cached answer read with the old session. */
  clearCache(): void;
  navigate(to: string): void;
}

/**
 * Spec §4 and §7: a 401 on any call clears the session, sets the auth status to expired and goes
 * to /get-started, with the page it happened on as the redirect back. A sign-in page shows its own
 * 401 (a wrong password, a spent link) and stays where it is.
 */
export function expireOnUnauthorized(
  where: { pathname: string; search: string },
  language: LanguageCode,
  effects: ExpiryEffects,
): void {
  if (isSignInPage(splitLanguagePath(where.pathname).rest)) return;
  effects.clearCache();
  effects.expireSession();
  const back = `${where.pathname}${where.search}`;
  effects.navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(back)}`);
}
