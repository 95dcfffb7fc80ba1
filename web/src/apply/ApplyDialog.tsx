import type { LanguageCode } from '@talkhire/config';
import { endpoints, firstMessageMax, type TJobDetail, ZApplicationBody } from '@talkhire/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { Dialog } from '../ui/Dialog';
import { useContractForm } from '../ui/use-contract-form';
import { applySource, applySuccessPath } from './apply-paths';
import { changedByApplying } from './changed-by-applying';

/** A signed-in seeker applies, with an optional first message, then lands on the success page. */
export function ApplyDialog({
  language,
  job,
  onClose,
  returnFocusTo,
}: {
  language: LanguageCode;
  job: TJobDetail;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const application = useEndpointMutation(endpoints.applications.apply, {
    invalidates: changedByApplying,
    quiet: true,
  });
  const navigate = useNavigate();
  // The application body is the form: the first message (its length is the contract's).
  const form = useContractForm(ZApplicationBody, {
    source: applySource(),
    first_message: '',
    screening_answers: [],
  });
  // The seeker's attached resumes, newest first: the one chosen for auto-send (spec §4), else the
  // newest, goes unless another is chosen.
  const resumeList = useEndpointQuery(endpoints.profile.resumes, {}, { quiet: true }).data;
  const resumes = resumeList?.resumes ?? [];
  const chosenResume = form.watch('resume_id') ?? resumeList?.auto_send_resume_id ?? resumes[0]?.id;
  const resumeError = form.errorOf('resume_id');
  const sending = form.formState.isSubmitting;
  const message = form.watch('first_message');
  const messageError = form.errorOf('first_message');

  const submit = form.onSubmit(
    async (body) => {
      await application.mutateAsync({ params: { jobId: job.id }, body });
      navigate(applySuccessPath(language, job));
    },
    { describe: (failure) => failure.message || t('apply.failed') },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('apply.dialog_title', { title: job.title })}
      className="apply-dialog"
      closeOnMask={false}
      returnFocusTo={returnFocusTo}
      testId="apply-dialog"
    >
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
        <p>{job.company.name}</p>
        {form.formError && (
          <p className="apply-error" role="alert" data-testid="apply-refusal">
            {form.formError}
          </p>
        )}
        {resumes.length > 0 && (
          <div className="field">
            <label htmlFor="apply-resume">{t('apply.resume_label')}</label>
            <select
              id="apply-resume"
              value={chosenResume}
              aria-invalid={resumeError ? true : undefined}
              onChange={(e) => form.set('resume_id', Number(e.target.value))}
              data-testid="apply-resume"
            >
              {resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.filename}
                </option>
              ))}
            </select>
            {resumeError && (
              <p className="field__error" role="alert">
                {resumeError}
              </p>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor="apply-first-message">{t('apply.first_message_label')}</label>
          <textarea
            id="apply-first-message"
            rows={5}
            maxLength={firstMessageMax}
            value={typeof message === 'string' ? message : ''}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={
              messageError ? 'apply-first-message-hint apply-first-message-error' : 'apply-first-message-hint'
            }
            onChange={(e) => form.set('first_message', e.target.value)}
          />
          <p id="apply-first-message-hint" className="field__hint">
            {t('apply.first_message_hint', { max: firstMessageMax })}
          </p>
          {messageError && (
            <p id="apply-first-message-error" className="field__error" role="alert">
              {messageError}
            </p>
          )}
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
    </Dialog>
  );
}
