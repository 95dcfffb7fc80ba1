import type { TSessionUser } from '@talkhire/contracts';

/**
 * Spec §4 `auth_status`: signed in while the readable `user` cookie holds a seeker; `expired` once
 * a call was refused with 401 (the session was cleared), until the next sign-in; otherwise guest.
 */
export type AuthStatus = 'signed-in' | 'guest' | 'expired';

export interface SessionSnapshot {
  user: TSessionUser | null;
  status: AuthStatus;
}

/** What the page knows after reading the `user` cookie: a session seen to expire stays expired. */
export function afterCookieRead(
  previous: SessionSnapshot | null,
  user: TSessionUser | null,
): SessionSnapshot {
  if (user) return { user, status: 'signed-in' };
  return { user: null, status: previous?.status === 'expired' ? 'expired' : 'guest' };
}

/** Spec §4: any 401 leaves the page without a user, its auth status expired. */
export const expiredSession: SessionSnapshot = { user: null, status: 'expired' };
