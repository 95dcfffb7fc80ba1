import { type JobSearchRequest, type LanguageCode, withLanguagePath } from '@talkhire/config';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { SearchLists } from '../search-filters/search-lists';
import { useSession } from '../session/session-context';
import { Dialog } from '../ui/Dialog';
import { criteriaOfSearch } from './alert-criteria';
import './job-alerts.css';

// The alert forms (react-hook-form and the contracts' rules) load when their dialog first opens.
const CreateJobAlert = lazy(() => import('./CreateJobAlert').then((m) => ({ default: m.CreateJobAlert })));
const JobAlertList = lazy(() => import('./JobAlertList').then((m) => ({ default: m.JobAlertList })));

/** The search page's job alert actions: enable one for this search, or manage them all. */
export function JobAlertActions({
  language,
  lists,
  request,
}: {
  language: LanguageCode;
  lists: SearchLists;
  request: JobSearchRequest;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState<'create' | 'manage' | null>(null);
  // Kept once opened, so closing still returns focus to the button.
  const [creating, setCreating] = useState(false);
  if (open === 'create' && !creating) setCreating(true);
  const here = useLocation();
  const signInHref = `${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(
    `${here.pathname}${here.search}`,
  )}`;
  return (
    <div className="alert-actions">
      <button
        type="button"
        className="button"
        data-testid="enable-job-alert"
        onClick={() => setOpen('create')}
      >
        {t('alerts.enable_button')}
      </button>
      <button
        type="button"
        className="alert-link"
        data-testid="manage-job-alerts"
        onClick={() => setOpen('manage')}
      >
        {t('alerts.manage_button')}
      </button>
      {creating && (
        <Suspense fallback={null}>
          <CreateJobAlert
            open={open === 'create'}
            lists={lists}
            criteria={criteriaOfSearch(request)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
      <Dialog
        open={open === 'manage'}
        title={t('alerts.manage_title')}
        onClose={() => setOpen(null)}
        closeLabel={t('alerts.close')}
        testId="manage-job-alerts-dialog"
      >
        {session.user ? (
          <>
            <JobAlertList lists={lists} />
            <Link to={withLanguagePath(language, '/account-settings/job-alert')}>
              {t('alerts.settings_title')}
            </Link>
          </>
        ) : (
          <p>
            {t('alerts.sign_in')} <Link to={signInHref}>{t('alerts.sign_in_link')}</Link>
          </p>
        )}
      </Dialog>
    </div>
  );
}
