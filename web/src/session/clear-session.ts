import { clearCookie } from './cookies';

/** Spec §4: the cookies a logout or an expired session removes. */
const sessionCookies = ['user', 'experiment', 'sessionid', 'session_role', 'im_auth', 'remind'];

/** Counts the sessions this page has ended: the api client's `session`, see there. */
let sessionsEnded = 0;

export function clearSession(): void {
  for (const name of sessionCookies) clearCookie(name);
  sessionsEnded += 1;
}

/** Which of this page's sessions the page is in: changes each time one is cleared. */
export function sessionGeneration(): number {
  return sessionsEnded;
}
