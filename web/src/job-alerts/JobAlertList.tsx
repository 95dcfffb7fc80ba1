import { endpoints, type TJobAlert } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import type { SearchLists } from '../search-filters/search-lists';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { filterNames } from './alert-criteria';
import { filtersOfAlert } from './alert-filters';
import { JobAlertForm } from './JobAlertForm';

// Refusals stay quiet: the list and the forms show them in place.
const changesList = { invalidates: [endpoints.jobAlerts.list], quiet: true };

/**
 * A seeker's job alerts with update (its own modal) and delete (after a confirmation); spec §4
 * states enabled, edited, deleted, plus stopped by an unsubscribe link and turned on again.
 */
export function JobAlertList({ lists }: { lists: SearchLists }) {
  const { t, i18n } = useTranslation();
  const alerts = useEndpointQuery(endpoints.jobAlerts.list, {});
  const update = useEndpointMutation(endpoints.jobAlerts.update, changesList);
  const remove = useEndpointMutation(endpoints.jobAlerts.remove, changesList);
  const [editing, setEditing] = useState<TJobAlert | null>(null);
  const [deleting, setDeleting] = useState<TJobAlert | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = (e: Error) => setNotice(e.message || t('alerts.save_failed'));

  if (alerts.isError) return <p role="alert">{t('alerts.load_failed')}</p>;
  if (!alerts.data) return <p aria-busy="true">{t('alerts.loading')}</p>;
  const list = alerts.data.job_alerts;

  return (
    <div className="alert-list" data-testid="job-alert-list">
      {notice && (
        <p role="status" data-testid="job-alert-notice">
          {notice}
        </p>
      )}
      {list.length === 0 ? (
        <p data-testid="job-alerts-empty">{t('alerts.empty')}</p>
      ) : (
        <ul>
          {list.map((alert) => {
            const names = filterNames(filtersOfAlert(alert.filters), lists, t);
            return (
              <li key={alert.id} className="alert-list__item" data-testid="job-alert-item">
                <div>
                  <strong data-testid="job-alert-keywords">{alert.keywords || t('alerts.all_jobs')}</strong>{' '}
                  <span className="alert-list__state" data-testid="job-alert-state">
                    {alert.enabled ? t('alerts.enabled') : t('alerts.stopped')}
                  </span>
                  <p data-testid="job-alert-filters">{names.join(' · ')}</p>
                  <p>
                    {t('alerts.sent_to', {
                      // Inside a sentence: 'Sent daily to …'.
                      frequency: t(`alerts.${alert.frequency}`).toLocaleLowerCase(i18n.language),
                      email: alert.email,
                    })}
                  </p>
                </div>
                <div className="dialog__actions">
                  {!alert.enabled && (
                    <button
                      type="button"
                      className="alert-link"
                      onClick={() =>
                        update.mutate(
                          {
                            params: { id: alert.id },
                            body: {
                              keywords: alert.keywords ?? '',
                              filters: filtersOfAlert(alert.filters),
                              frequency: alert.frequency,
                              enabled: true,
                            },
                          },
                          { onSuccess: () => setNotice(t('alerts.updated')), onError: failed },
                        )
                      }
                    >
                      {t('alerts.turn_on')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="alert-link"
                    data-testid="job-alert-edit"
                    onClick={() => setEditing(alert)}
                  >
                    {t('alerts.edit')}
                  </button>
                  <button
                    type="button"
                    className="alert-link"
                    data-testid="job-alert-delete"
                    onClick={() => setDeleting(alert)}
                  >
                    {t('alerts.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        title={t('alerts.update_title')}
        onClose={() => setEditing(null)}
        closeLabel={t('alerts.close')}
        closeOnMask={false}
        testId="update-job-alert"
      >
        {editing && (
          <JobAlertForm
            lists={lists}
            initial={{
              keywords: editing.keywords ?? '',
              filters: filtersOfAlert(editing.filters),
              frequency: editing.frequency,
            }}
            askEmail={false}
            submitLabel={t('alerts.update_submit')}
            failureMessage={t('alerts.save_failed')}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await update.mutateAsync({ params: { id: editing.id }, body: values });
              setEditing(null);
              setNotice(t('alerts.updated'));
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('alerts.delete_title')}
        message={t('alerts.delete_message')}
        confirmLabel={t('alerts.delete')}
        cancelLabel={t('alerts.cancel')}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          remove.mutate(
            { params: { id: target.id } },
            { onSuccess: () => setNotice(t('alerts.deleted')), onError: failed },
          );
        }}
        onCancel={() => setDeleting(null)}
        testId="delete-job-alert"
      />
    </div>
  );
}
