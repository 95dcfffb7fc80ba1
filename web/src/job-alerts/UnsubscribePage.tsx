import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { useQueryParams } from '../auth/query-params';
import { jobAlertApi } from './job-alert-api';

/** `/job-alert/unsubscribe?token=`: the link in every alert mail; stops that alert, no sign-in needed. */
export function UnsubscribePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const token = useQueryParams().get('token') ?? '';
  const result = useRequest((signal) => jobAlertApi.unsubscribe(api, token, signal), [api, token]);
  return (
    <main className="alert-unsubscribe" data-testid="job-alert-unsubscribe">
      <h1>{t('alerts.unsubscribe_title')}</h1>
      {result.status === 'succeeded' ? (
        <p role="status" data-testid="job-alert-unsubscribed">
          {t('alerts.unsubscribed')}{' '}
          <Link to={withLanguagePath(language, '/account-settings/job-alert')}>
            {t('alerts.settings_title')}
          </Link>
        </p>
      ) : result.status === 'failed' ? (
        <p role="alert">{t('alerts.unsubscribe_failed')}</p>
      ) : (
        <p aria-busy="true">{t('alerts.unsubscribing')}</p>
      )}
    </main>
  );
}
