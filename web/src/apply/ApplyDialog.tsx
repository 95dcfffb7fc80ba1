import type { ApiFailure } from '@talkhire/client';
import type { LanguageCode } from '@talkhire/config';
import { endpoints, firstMessageMax, type TApplicationBody, type TJobDetail } from '@talkhire/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../api/endpoint-queries';
import { applySource, applySuccessPath } from './apply-paths';
import { changedByApplying } from './changed-by-applying';
import { useModal } from './use-modal';

/** A signed-in seeker applies, with an optional first message, then lands on the success page. */
export function ApplyDialog({
  language,
  job,
  onClose,
}: {
  language: LanguageCode;
  job: TJobDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const application = useEndpointMutation(endpoints.applications.apply, {
    invalidates: changedByApplying,
    quiet: true,
  });
  const navigate = useNavigate();
  const dialog = useModal(onClose);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setRefusal(null);
    const body: TApplicationBody = { source: applySource(), first_message: message, screening_answers: [] };
    try {
      await application.mutateAsync({ params: { jobId: job.id }, body });
      navigate(applySuccessPath(language, job));
    } catch (error) {
      setRefusal((error as ApiFailure).message || t('apply.failed'));
      setSending(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog apply-dialog"
      aria-labelledby="apply-title"
      data-testid="apply-dialog"
    >
      <form onSubmit={(event) => void submit(event)}>
        <h2 id="apply-title">{t('apply.dialog_title', { title: job.title })}</h2>
        <p>{job.company.name}</p>
        {refusal && (
          <p className="apply-error" role="alert" data-testid="apply-refusal">
            {refusal}
          </p>
        )}
        <div className="field">
          <label htmlFor="apply-first-message">{t('apply.first_message_label')}</label>
          <textarea
            id="apply-first-message"
            rows={5}
            maxLength={firstMessageMax}
            value={message}
            aria-describedby="apply-first-message-hint"
            onChange={(e) => setMessage(e.target.value)}
          />
          <p id="apply-first-message-hint" className="field__hint">
            {t('apply.first_message_hint', { max: firstMessageMax })}
          </p>
        </div>
        <div className="dialog__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={sending}
            aria-busy={sending}
            data-testid="apply-submit"
          >
            {t(sending ? 'apply.sending' : 'apply.submit')}
          </button>
          <button type="button" className="link" onClick={onClose}>
            {t('apply.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
