import { readSessionUserCookie, type TSessionUser } from '@talkhire/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type AuthStatus, afterCookieRead, expiredSession, type SessionSnapshot } from './auth-status';
import { clearSession } from './clear-session';
import { readCookie } from './cookies';

interface SessionState {
  /** The signed-in seeker's display fields from the readable `user` cookie, or null for a guest. */
  user: TSessionUser | null;
  /** Spec §4 auth_status: signed in, guest, or expired after a 401. */
  status: AuthStatus;
  /** Re-reads the cookie after an answer that set or cleared it. */
  refresh(): void;
  /** Spec §4: a call answered 401, so the session cookies go and the status becomes expired. */
  expire(): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function readSessionUser(cookies?: string): TSessionUser | null {
  const raw = readCookie('user', cookies);
  if (!raw) return null;
  try {
    return readSessionUserCookie(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** `cookies`: the request's Cookie header when the page is rendered on the server. */
export function SessionProvider({ cookies, children }: { cookies?: string; children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(() =>
    afterCookieRead(null, readSessionUser(cookies)),
  );
  const refresh = useCallback(
    () => setSnapshot((previous) => afterCookieRead(previous, readSessionUser())),
    [],
  );
  const expire = useCallback(() => {
    clearSession();
    setSnapshot(expiredSession);
  }, []);
  const value = useMemo(
    () => ({ user: snapshot.user, status: snapshot.status, refresh, expire }),
    [snapshot, refresh, expire],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
