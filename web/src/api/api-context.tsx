import { type ApiClient, createApiClient } from '@talkhire/client';
import { type LanguageCode, languageByCode, splitLanguagePath, withLanguagePath } from '@talkhire/config';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSignInPage } from '../auth/sign-in-pages';
import { useEdition } from '../edition/edition-context';
import { clearSession } from '../session/clear-session';
import { useSession } from '../session/session-context';
import { useNotifications } from '../ui/notifications';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The one API client of the page. Spec §7 answers: a 401 clears the session and goes to
 * /get-started with the redirect; a 5xx shows the server-error notification; a message in a
 * refusal shows as a toast.
 */
export function ApiProvider({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const { edition } = useEdition();
  const { t } = useTranslation();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const session = useSession();
  const live = useRef({ edition, language, t, notifications, navigate, session });
  live.current = { edition, language, t, notifications, navigate, session };

  const api = useMemo(
    () =>
      createApiClient({
        locale: () => ({
          countryId: live.current.edition.id,
          languageId: languageByCode(live.current.language).id,
        }),
        onUnauthorized: () => {
          // A wrong password or a spent link answers 401 on a sign-in page, which shows it itself.
          if (isSignInPage(splitLanguagePath(location.pathname).rest)) return;
          clearSession();
          live.current.session.refresh();
          const redirect = `${location.pathname}${location.search}`;
          live.current.navigate(
            `${withLanguagePath(live.current.language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`,
          );
        },
        onServerError: () =>
          live.current.notifications.showNotification('error', live.current.t('notification.server_error')),
        onMessage: (message) => live.current.notifications.toast(message),
      }),
    [],
  );
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
