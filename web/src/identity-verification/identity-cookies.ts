import { identityCookies, showIdentityInfoParam } from '@talkhire/contracts';
import { readCookie, writeCookie } from '../session/cookies';

/**
 * Spec §4 step 2: where the provider's window comes back to — this page with the
 * show-identity-info flag, which opens the confirm dialog there. The relay's callback reads it.
 */
export function rememberReturnUrl(pathname: string, search: string): void {
  writeCookie(identityCookies.returnUrl, withShowFlag(pathname, search), identityCookies.maxAgeMs);
}

/** Spec §4 step 5: 'Do it later' quiets the prompt for three days. */
export function postponeVerification(): void {
  writeCookie(identityCookies.doItLater, '1', identityCookies.maxAgeMs);
}

export function verificationPostponed(cookies?: string): boolean {
  return readCookie(identityCookies.doItLater, cookies) === '1';
}

export function withShowFlag(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(showIdentityInfoParam, '1');
  return `${pathname}?${query}`;
}

/** Spec §2: closing a dialog leaves the page as it was, only without the flag. */
export function withoutShowFlag(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(showIdentityInfoParam);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function hasShowFlag(search: string): boolean {
  return new URLSearchParams(search).get(showIdentityInfoParam) === '1';
}
