import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResponseStatus } from '../ui/response-status';
import { useScreenHead } from '../ui/use-page-head';

export function NotFoundPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('not_found');
  return (
    <section className="status-page" data-testid="not-found">
      <ResponseStatus code={404} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.subtitle')}</p>
      <Link className="button" to={withLanguagePath(language, '/')}>
        {t('not_found.back_home')}
      </Link>
    </section>
  );
}
