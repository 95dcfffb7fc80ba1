import { clearCookie } from './cookies';

/** Spec §4: the cookies a logout or an expired session removes. */
const sessionCookies = ['user', 'experiment', 'sessionid', 'session_role', 'im_auth', 'remind'];

export function clearSession(): void {
  for (const name of sessionCookies) clearCookie(name);
}
