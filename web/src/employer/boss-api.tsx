import { type ApiClient, createApiClient } from '@talkhire/client';
import { editionByKey, type LanguageCode, languageByCode, withLanguagePath } from '@talkhire/config';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentEditionKey } from '../edition/edition-context';
import { useNotifications } from '../ui/notifications';
import { bossPaths } from './boss-paths';

const BossApiContext = createContext<ApiClient | null>(null);

/**
 * The console's API client. Spec §7 answers as on the seeker site, except that a 401 leads to the
 * console's own login page, keeping where the Boss was as the redirect.
 */
export function BossApiProvider({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const live = useRef({ language, t, notifications, navigate });
  live.current = { language, t, notifications, navigate };
  const api = useMemo(
    () =>
      createApiClient({
        locale: () => ({
          countryId: editionByKey(currentEditionKey()).id,
          languageId: languageByCode(live.current.language).id,
        }),
        onUnauthorized: () => {
          if (location.pathname.endsWith(bossPaths.login)) return;
          const redirect = `${location.pathname}${location.search}`;
          live.current.navigate(
            `${withLanguagePath(live.current.language, bossPaths.login)}?redirect=${encodeURIComponent(redirect)}`,
          );
        },
        onServerError: () =>
          live.current.notifications.showNotification('error', live.current.t('notification.server_error')),
        onMessage: (message) => live.current.notifications.toast(message),
      }),
    [],
  );
  return <BossApiContext.Provider value={api}>{children}</BossApiContext.Provider>;
}

export function useBossApi(): ApiClient {
  const api = useContext(BossApiContext);
  if (!api) throw new Error('useBossApi outside BossApiProvider');
  return api;
}
