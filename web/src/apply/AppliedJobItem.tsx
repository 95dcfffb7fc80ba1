import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TAppliedJob } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { jobPath } from '../paths/job-path';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNotifications } from '../ui/notifications';
import { useFormats } from '../ui/use-formats';
import { changedByApplying } from './changed-by-applying';
import { eventKey, statusKey } from './status-text';

/**
 * One application: job, status and times; its history on demand; Withdraw after a confirmation,
 * which refreshes the list it is in.
 */
export function AppliedJobItem({
  language,
  application,
}: {
  language: LanguageCode;
  application: TAppliedJob;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const notifications = useNotifications();
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const { job } = application;
  const historyId = `application-history-${application.id}`;
  const history = useEndpointQuery(
    endpoints.applications.appliedJob,
    { params: { jobId: job.id } },
    { enabled: open },
  );
  // null: the application is no longer there (not applied), so there is no history to show.
  const detail = history.data ?? null;
  const withdrawal = useEndpointMutation(endpoints.applications.withdraw, { invalidates: changedByApplying });
  const busy = withdrawal.isPending;

  const withdraw = () => {
    setConfirming(false);
    // A refusal (e.g. already withdrawn) is shown as a toast by the API client.
    withdrawal.mutate(
      { params: { jobId: job.id } },
      { onSuccess: () => notifications.toast(t('apply.list.withdrawn_toast')) },
    );
  };

  return (
    <li className="applied-job" data-testid="applied-job" data-job-id={job.id}>
      <div className="applied-job__head">
        <div>
          <h2 className="applied-job__title">
            <Link to={jobPath(language, job)}>{job.title}</Link>
          </h2>
          <p>{job.company.name}</p>
          <p className="applied-job__times">
            {t('apply.list.applied_on', { date: formats.dateTime(application.applied_at) })}
            {' · '}
            {t('apply.list.updated_on', { date: formats.dateTime(application.updated_at) })}
          </p>
          {application.job_status !== 'active' && (
            <p className="applied-job__notice">{t(`apply.list.job_${application.job_status}`)}</p>
          )}
        </div>
        <p
          className={`applied-job__status applied-job__status--${application.status}`}
          data-testid="applied-job-status"
        >
          {t(statusKey(application.status))}
        </p>
      </div>
      <div className="applied-job__actions">
        <button
          type="button"
          className="link"
          aria-expanded={open}
          aria-controls={historyId}
          onClick={() => setOpen(!open)}
          data-testid="applied-job-history-toggle"
        >
          {t(open ? 'apply.list.hide_history' : 'apply.list.show_history')}
        </button>
        {application.status !== 'withdrawn' && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="applied-job-withdraw"
          >
            {t('apply.list.withdraw')}
          </button>
        )}
      </div>
      {open && (
        <ol id={historyId} className="applied-job__history" data-testid="applied-job-history">
          {history.isPending && <li aria-busy="true">{t('apply.loading')}</li>}
          {history.isError && <li role="alert">{t('apply.list.load_failed')}</li>}
          {detail?.events.map((event) => (
            <li key={event.id} data-kind={event.kind}>
              <time dateTime={event.created_at}>{formats.dateTime(event.created_at)}</time>{' '}
              <span>{t(eventKey(event.kind))}</span>
              {event.reason && (
                <span className="applied-job__reason">
                  {t('apply.event.reason', { reason: event.reason })}
                </span>
              )}
            </li>
          ))}
          {detail?.first_message && (
            <li className="applied-job__message">
              {t('apply.list.your_message', { message: detail.first_message })}
            </li>
          )}
        </ol>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('apply.list.withdraw_title')}
        message={t('apply.list.withdraw_text')}
        confirmLabel={t('apply.list.withdraw_confirm')}
        cancelLabel={t('apply.list.withdraw_cancel')}
        onConfirm={withdraw}
        onCancel={() => setConfirming(false)}
        testId="withdraw-dialog"
        confirmTestId="withdraw-confirm"
      />
    </li>
  );
}
