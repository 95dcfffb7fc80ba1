import { endpoints, type TJobAlert } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../api/endpoint-queries';
import type { SearchLists } from '../search-filters/search-lists';
import { deviceUuid } from '../session/device-uuid';
import { useSession } from '../session/session-context';
import { Dialog } from '../ui/Dialog';
import type { AlertCriteria } from './alert-criteria';
import { JobAlertForm } from './JobAlertForm';

/**
 * The create job alert modal, prefilled from the search. A visitor without an account gives an
 * email; the relay makes the silent account of spec §5 and signs this browser in.
 */
export function CreateJobAlert({
  open,
  lists,
  criteria,
  onClose,
}: {
  open: boolean;
  lists: SearchLists;
  criteria: AlertCriteria;
  onClose(): void;
}) {
  const { t } = useTranslation();
  // A refusal stays quiet: the form shows it in place.
  const create = useEndpointMutation(endpoints.jobAlerts.create, {
    invalidates: [endpoints.jobAlerts.list],
    quiet: true,
  });
  const session = useSession();
  const [created, setCreated] = useState<TJobAlert | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t('alerts.create_title')}
      onClose={close}
      closeLabel={t('alerts.close')}
      closeOnMask={false}
      testId="create-job-alert"
    >
      {created ? (
        <>
          <p role="status" data-testid="job-alert-created">
            {t('alerts.created', { email: created.email })}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={close}>
              {t('alerts.close')}
            </button>
          </div>
        </>
      ) : (
        <JobAlertForm
          lists={lists}
          initial={criteria}
          askEmail={!session.user}
          submitLabel={t('alerts.create_submit')}
          failureMessage={t('alerts.create_failed')}
          onCancel={close}
          onSubmit={async (values) => {
            const alert = await create.mutateAsync({
              body: { ...values, ...(session.user ? {} : { device_uuid: deviceUuid() }) },
            });
            // A silent account signs this browser in: the user cookie is new.
            session.refresh();
            setCreated(alert);
          }}
        />
      )}
    </Dialog>
  );
}
