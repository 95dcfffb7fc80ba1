import { type TSessionUser, ZSessionUser } from '@talkhire/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readCookie } from './cookies';

interface SessionState {
  /** The signed-in seeker's display fields from the readable `user` cookie, or null for a guest. */
  user: TSessionUser | null;
  /** Re-reads the cookie after an answer that set or cleared it. */
  refresh(): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function readSessionUser(): TSessionUser | null {
  const raw = readCookie('user');
  if (!raw) return null;
  try {
    const parsed = ZSessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<TSessionUser | null>(readSessionUser);
  const refresh = useCallback(() => setUser(readSessionUser()), []);
  const value = useMemo(() => ({ user, refresh }), [user, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
