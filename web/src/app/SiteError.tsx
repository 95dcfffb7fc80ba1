import { useTranslation } from 'react-i18next';
import { ResponseStatus } from '../ui/response-status';

/**
 * A page that failed to load or to render (a chunk lost to a new deployment, a bug): the server
 * answers 500 and the visitor gets a way out instead of a blank screen.
 */
export function SiteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <main className="status-page" data-testid="site-error">
      <ResponseStatus code={500} />
      <h1>{t('notification.server_error')}</h1>
      <a className="button" href="/">
        {t('not_found.back_home')}
      </a>
    </main>
  );
}
