import { type ApiClient, createApiClient } from '@talkhire/client';
import { type LanguageCode, languageByCode } from '@talkhire/config';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEdition } from '../edition/edition-context';
import { sessionGeneration } from '../session/clear-session';
import { useSession } from '../session/session-context';
import { expireOnUnauthorized } from '../session/session-expiry';
import { useNotifications } from '../ui/notifications';

const ApiContext = createContext<ApiClient | null>(null);

/** On the server, how the page's calls reach the relay: in process, with the visitor's cookies. */
export const ServerFetchContext = createContext<typeof fetch | null>(null);
const LocaleContext = createContext<{ countryId: number; languageId: number } | null>(null);

/**
 * The one API client of the page, over the query cache of its shell. Spec §7 answers: a 401 clears the session
 * (and every cached answer read with it), sets the auth status to expired and goes to /get-started
 * with the redirect; a 5xx shows the server-error notification; a message in a refusal shows as a
 * toast.
 */
export function ApiProvider({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const { edition } = useEdition();
  const { t } = useTranslation();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const session = useSession();
  const live = useRef({ edition, language, t, notifications, navigate, session });
  live.current = { edition, language, t, notifications, navigate, session };
  const queryClient = useQueryClient();
  const serverFetch = useContext(ServerFetchContext);
  // Answers read for one account must never show for another: a sign-out or a switch of account
  // on this tab drops every cached answer, and what is on screen is read again. A visitor who
  // signs up or in has no other account's answers to hide: what is on screen stays while it is
  // read again, so a flow that signs in midway (quick apply, a job alert's silent account) keeps
  // its page and its open dialog.
  const userId = session.user?.id ?? null;
  const previousUser = useRef(userId);
  useEffect(() => {
    const before = previousUser.current;
    if (before === userId) return;
    previousUser.current = userId;
    void (before === null ? queryClient.invalidateQueries() : queryClient.resetQueries());
  }, [queryClient, userId]);

  const api = useMemo(
    () =>
      serverFetch
        ? // On the server a refusal is only rendered: the browser reacts to it after hydration.
          createApiClient({ fetch: serverFetch, locale: () => localeOf(live.current) })
        : createApiClient({
            locale: () => localeOf(live.current),
            session: sessionGeneration,
            onUnauthorized: () =>
              expireOnUnauthorized(location, live.current.language, {
                expireSession: () => live.current.session.expire(),
                clearCache: () => queryClient.clear(),
                navigate: (to) => live.current.navigate(to),
              }),
            onServerError: () =>
              live.current.notifications.showNotification(
                'error',
                live.current.t('notification.server_error'),
              ),
            onMessage: (message) => live.current.notifications.toast(message),
          }),
    [serverFetch],
  );
  const locale = useMemo(
    () => ({ countryId: edition.id, languageId: languageByCode(language).id }),
    [edition.id, language],
  );
  return (
    <ApiContext.Provider value={api}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </ApiContext.Provider>
  );
}

function localeOf({ edition, language }: { edition: { id: number }; language: LanguageCode }) {
  return { countryId: edition.id, languageId: languageByCode(language).id };
}

/** The edition and language answers are asked in: part of every query key. */
export function useApiLocale(): { countryId: number; languageId: number } {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useApiLocale outside ApiProvider');
  return locale;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
