import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { useSearchLists } from '../search-filters/search-lists';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { JobAlertList } from './JobAlertList';
import './job-alerts.css';

/** Account settings, tab 'Job Alert' (spec §2): the seeker's alerts to update or delete. */
export function JobAlertSettingsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('job_alerts');
  const session = useSession();
  const navigate = useNavigate();
  const lists = useSearchLists(language);
  const path = withLanguagePath(language, '/account-settings/job-alert');
  useEffect(() => {
    // Spec §2: visitors without a session are sent to /get-started, then back here.
    if (!session.user)
      navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(path)}`, {
        replace: true,
      });
  }, [session.user, navigate, language, path]);
  if (!session.user) return null;
  return (
    <main className="account-settings" data-testid="job-alert-settings">
      <h1>{t('alerts.settings_title')}</h1>
      <nav aria-label={t('alerts.settings_title')}>
        <ul className="account-settings__tabs">
          <li>
            <NavLink to={path} aria-current="page">
              {t('alerts.settings_tab')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="job-alert-tab">
        <h2 id="job-alert-tab">{t('alerts.settings_tab')}</h2>
        {lists.data ? (
          <JobAlertList lists={lists.data} />
        ) : lists.isError ? (
          <p role="alert">{t('jobs.search.lists_failed')}</p>
        ) : (
          <p aria-busy="true">{t('alerts.loading')}</p>
        )}
      </section>
    </main>
  );
}
