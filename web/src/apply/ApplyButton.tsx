import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type TJobDetail } from '@talkhire/contracts';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { Dialog } from '../ui/Dialog';
import { lazyComponent } from '../ui/lazy-component';
import { appliedJobsPath, applySource, openExternalApply } from './apply-paths';
import { useMyApplication } from './use-my-application';
import './apply.css';

// The apply flows (their machines, forms and contracts) load when the seeker starts one.
const applyDialog = lazyComponent(() => import('./ApplyDialog').then((module) => module.ApplyDialog));
const quickApplyDialog = lazyComponent(() =>
  import('./QuickApplyDialog').then((module) => module.QuickApplyDialog),
);
const ApplyDialog = applyDialog.Component;
const QuickApplyDialog = quickApplyDialog.Component;

/**
 * Spec §2 Apply. A visitor chooses between logging in and quick apply (spec §4); a seeker applies
 * with an optional first message, or, for a job taken on the employer's site, goes there. A job
 * already applied to shows where the application stands instead.
 */
export function ApplyButton({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { application } = useMyApplication(job.id);
  const button = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'choose' | 'apply' | 'quick' | null>(null);
  const [opening, setOpening] = useState(false);

  if (job.status !== 'active') return null;

  const goExternal = async (url: string) => {
    setOpening(true);
    const source = applySource();
    // The click is the employer's statistic: the seeker goes to apply there even if it is lost.
    await api
      .call(
        endpoints.applications.clickExternal,
        { params: { jobId: job.id }, body: { source } },
        { quiet: true },
      )
      .catch(() => {});
    openExternalApply(url, source === 'mobile_web');
  };

  const start = () => {
    if (!user) return setDialog('choose');
    if (job.external_apply_url) return void goExternal(job.external_apply_url);
    setDialog('apply');
  };

  const login = () => {
    const redirect = `${location.pathname}${location.search}`;
    navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`);
  };

  return (
    <>
      {application ? (
        // The dialogs stay mounted: quick apply signs in mid-flow, which reloads this state.
        <Link className="button button--done" to={appliedJobsPath(language)} data-testid="apply-state">
          {t(application.status === 'withdrawn' ? 'apply.state_withdrawn' : 'apply.state_applied')}
        </Link>
      ) : (
        <button
          ref={button}
          type="button"
          className="button button--primary"
          disabled={application === undefined || opening}
          aria-busy={opening}
          onClick={start}
          onPointerEnter={() => void (user ? applyDialog : quickApplyDialog).preload()}
          data-testid="apply-button"
        >
          {t(job.external_apply_url ? 'apply.button_external' : 'apply.button')}
        </button>
      )}
      <Dialog
        open={dialog === 'choose'}
        onClose={() => setDialog(null)}
        title={t('apply.choose_title')}
        description={t('apply.choose_text')}
        testId="apply-choose"
      >
        <div className="dialog__actions">
          <button type="button" className="button" onClick={login} data-testid="apply-login">
            {t('apply.login')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog('quick')}
            data-testid="apply-quick"
          >
            {t('apply.quick_apply')}
          </button>
          <button type="button" className="link" onClick={() => setDialog(null)}>
            {t('apply.cancel')}
          </button>
        </div>
      </Dialog>
      {dialog === 'apply' && (
        <Suspense fallback={null}>
          <ApplyDialog language={language} job={job} onClose={() => setDialog(null)} returnFocusTo={button} />
        </Suspense>
      )}
      {dialog === 'quick' && (
        <Suspense fallback={null}>
          <QuickApplyDialog
            language={language}
            job={job}
            onClose={() => setDialog(null)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
