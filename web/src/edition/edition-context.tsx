import {
  defaultEditionKey,
  type Edition,
  type EditionKey,
  editionByKey,
  isEditionKey,
} from '@talkhire/config';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readCookie, writeCookie } from '../session/cookies';

const cookieName = 'country';

interface EditionState {
  edition: Edition;
  switchEdition(key: EditionKey): void;
}

const EditionContext = createContext<EditionState | null>(null);

/** The country edition: chosen in the switcher, kept in the `country` cookie, default ph (spec §9). */
export function currentEditionKey(): EditionKey {
  const key = editionKeyOf(location.search, document.cookie);
  if (isEditionKey(new URLSearchParams(location.search).get('country'))) writeCookie(cookieName, key);
  return key;
}

/** The edition a request asks for: `?country=` first, then the cookie; the server reads it too. */
export function editionKeyOf(search: string, cookies: string): EditionKey {
  const fromQuery = new URLSearchParams(search).get('country');
  if (isEditionKey(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieName, cookies);
  return isEditionKey(fromCookie) ? fromCookie : defaultEditionKey;
}

export function EditionProvider({ initial, children }: { initial: EditionKey; children: ReactNode }) {
  const [key, setKey] = useState<EditionKey>(initial);
  const switchEdition = useCallback((next: EditionKey) => {
    writeCookie(cookieName, next);
    setKey(next);
  }, []);
  const value = useMemo(() => ({ edition: editionByKey(key), switchEdition }), [key, switchEdition]);
  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}

export function useEdition(): EditionState {
  const value = useContext(EditionContext);
  if (!value) throw new Error('useEdition outside EditionProvider');
  return value;
}
