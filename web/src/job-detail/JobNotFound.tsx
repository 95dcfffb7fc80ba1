import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResponseStatus } from '../ui/response-status';

/** Spec §2: the not-found state of a job page. */
export function JobNotFound({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <main className="job-page job-page--gone section" data-testid="job-not-found">
      <ResponseStatus code={404} />
      <h1>{t('job.not_found_title')}</h1>
      <p>{t('job.not_found_text')}</p>
      <Link className="button" to={withLanguagePath(language, '/job-search')}>
        {t('job.browse_jobs')}
      </Link>
    </main>
  );
}
