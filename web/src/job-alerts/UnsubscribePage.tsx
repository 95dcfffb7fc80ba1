import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery, useInvalidate } from '../api/endpoint-queries';
import { useQueryParams } from '../auth';
import { useScreenHead } from '../ui/use-page-head';

/** `/job-alert/unsubscribe?token=`: the link in every alert mail; stops that alert, no sign-in needed. */
export function UnsubscribePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('unsubscribe');
  const token = useQueryParams().get('token') ?? '';
  // The link turns the alert off: once per visit, not again when the answer goes stale.
  const result = useEndpointQuery(
    endpoints.jobAlerts.unsubscribe,
    { query: { token } },
    { quiet: true, staleTime: Number.POSITIVE_INFINITY },
  );
  const invalidate = useInvalidate();
  const stopped = result.isSuccess;
  // An alert list read earlier in this visit still shows the alert on.
  useEffect(() => {
    if (stopped) void invalidate(endpoints.jobAlerts.list);
  }, [stopped, invalidate]);
  return (
    <main className="alert-unsubscribe" data-testid="job-alert-unsubscribe">
      <h1>{t('alerts.unsubscribe_title')}</h1>
      {result.isSuccess ? (
        <p role="status" data-testid="job-alert-unsubscribed">
          {t('alerts.unsubscribed')}{' '}
          <Link to={withLanguagePath(language, '/account-settings/job-alert')}>
            {t('alerts.settings_title')}
          </Link>
        </p>
      ) : result.isError ? (
        <p role="alert">{t('alerts.unsubscribe_failed')}</p>
      ) : (
        <p aria-busy="true">{t('alerts.unsubscribing')}</p>
      )}
    </main>
  );
}
