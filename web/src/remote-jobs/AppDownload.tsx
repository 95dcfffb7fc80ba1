import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const stores = [
  { key: 'app_store', url: import.meta.env.VITE_APP_STORE_URL },
  { key: 'google_play', url: import.meta.env.VITE_GOOGLE_PLAY_URL },
] as const;

/** The mobile app: store links appear only when the deployment names them (VITE_APP_STORE_URL, VITE_GOOGLE_PLAY_URL). */
export function AppDownload() {
  const { t } = useTranslation();
  const id = useId();
  const links = stores.filter((s): s is { key: (typeof stores)[number]['key']; url: string } =>
    Boolean(s.url),
  );
  return (
    <section aria-labelledby={id} className="section remote-panel" data-testid="remote-app">
      <h2 id={id}>{t('home.remote.app.title')}</h2>
      <p>{t('home.remote.app.body')}</p>
      {links.length > 0 ? (
        <p className="remote-links">
          {links.map((s) => (
            <a key={s.key} className="button" href={s.url} rel="noopener" target="_blank">
              {t(`home.remote.app.${s.key}`)}
            </a>
          ))}
        </p>
      ) : (
        <p className="muted">{t('home.remote.app.in_stores')}</p>
      )}
    </section>
  );
}
