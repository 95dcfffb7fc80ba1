import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { ZIsSaved, ZSavedJob } from '@talkhire/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { useNotifications } from '../ui/notifications';

/**
 * Save / Undo save. A guest is sent to /get-started and comes back here; undoing asks first in
 * a native dialog. A list that already knows the saved job passes its id and hears of the undo.
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
  onUnsaved?(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const notifications = useNotifications();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [savedId, setSavedId] = useState<number | null | undefined>(savedJobId);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (savedJobId !== undefined) return;
    if (!user) return setSavedId(null);
    const controller = new AbortController();
    api
      .get(`/api/jobs/${jobId}/is-saved`, ZIsSaved, { signal: controller.signal, quiet: true })
      .then((answer) => setSavedId(answer.saved_job_id))
      .catch(() => !controller.signal.aborted && setSavedId(null));
    return () => controller.abort();
  }, [api, jobId, user, savedJobId]);

  const save = async () => {
    if (!user) {
      const redirect = `${location.pathname}${location.search}`;
      navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`);
      return;
    }
    setBusy(true);
    try {
      const saved = await api.post('/api/jobs/saved-jobs/create', { job_id: jobId }, ZSavedJob);
      setSavedId(saved.id);
      notifications.toast(t('job.save.saved'));
    } finally {
      setBusy(false);
    }
  };

  const unsave = async () => {
    if (!savedId) return;
    dialog.current?.close();
    setBusy(true);
    try {
      await api.delete(`/api/jobs/saved-jobs/${savedId}/delete`, z.unknown());
      setSavedId(null);
      notifications.toast(t('job.save.removed'));
      onUnsaved?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {savedId ? (
        <button type="button" className="button" disabled={busy} onClick={() => dialog.current?.showModal()}>
          {t('job.save.undo')}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy || savedId === undefined}
          onClick={() => void save().catch(() => {})}
        >
          {t('job.save.save')}
        </button>
      )}
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId} data-testid="unsave-dialog">
        <h2 id={titleId}>{t('job.save.confirm_title')}</h2>
        <p>{t('job.save.confirm_text')}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => void unsave().catch(() => {})}>
            {t('job.save.confirm')}
          </button>
          <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
            {t('job.save.cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}
