import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { track } from '../tracking';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNotifications } from '../ui/notifications';

/** A save changes the job's saved state and the Saved list wherever they are shown. */
const changedBySaving = [endpoints.jobs.isSaved, endpoints.jobs.savedJob, endpoints.jobs.savedJobs];

/**
 * Save / Undo save. A guest is sent to /get-started and comes back here; undoing asks first
 * (spec §4 "unsave asks for confirmation") and unsaves by the job id, so the button needs no
 * saved id. A list that already knows the job is saved says so with `savedJobId`.
 */
export function SaveJobButton({
  language,
  jobId,
  savedJobId,
  onUnsaved,
}: {
  language: LanguageCode;
  jobId: number;
  savedJobId?: number;
  /** Lists read through the query cache refetch by themselves; this is for any other caller. */
  onUnsaved?(): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const notifications = useNotifications();
  const [asking, setAsking] = useState(false);
  const known = savedJobId !== undefined;
  const isSaved = useEndpointQuery(
    endpoints.jobs.isSaved,
    { params: { jobId } },
    { enabled: Boolean(user) && !known, quiet: true },
  );
  // The mutations stay pending until what they changed has been read again.
  const save = useEndpointMutation(endpoints.jobs.save, { invalidates: changedBySaving });
  const unsave = useEndpointMutation(endpoints.jobs.unsaveJob, { invalidates: changedBySaving });
  const busy = save.isPending || unsave.isPending;
  const saved = known || (user ? (isSaved.isError ? false : isSaved.data?.is_saved) : false);

  const onSave = () => {
    if (!user) {
      const redirect = `${location.pathname}${location.search}`;
      navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`);
      return;
    }
    // A refusal has already been shown by the API client.
    save.mutate({ body: { job_id: jobId } }, { onSuccess: () => notifications.toast(t('job.save.saved')) });
  };

  const onUnsave = () => {
    setAsking(false);
    unsave.mutate(
      { params: { jobId } },
      {
        onSuccess: () => {
          notifications.toast(t('job.save.removed'));
          onUnsaved?.();
        },
      },
    );
  };

  return (
    <>
      {saved ? (
        <button type="button" className="button" disabled={busy} onClick={() => setAsking(true)}>
          {t('job.save.undo')}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy || saved === undefined}
          onClick={() => {
            track('job_favorites_click', { job_id: jobId });
            onSave();
          }}
        >
          {t('job.save.save')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('job.save.confirm_title')}
        message={t('job.save.confirm_text')}
        confirmLabel={t('job.save.confirm')}
        cancelLabel={t('job.save.cancel')}
        onConfirm={onUnsave}
        onCancel={() => setAsking(false)}
        testId="unsave-dialog"
      />
    </>
  );
}
