import { type TResume, ZSendResumeEmailBody } from '@talkhire/contracts';
import { type FormEvent, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { useContractForm } from '../ui/use-contract-form';

/** Spec §7 send-resume-email: the address the resume goes to, attached to a mail. */
export function SendResumeDialog({
  open,
  resume,
  send,
  onClose,
}: {
  open: boolean;
  resume: TResume;
  send: (email: string) => Promise<unknown>;
  /** With the address when the mail was queued. */
  onClose: (sentTo: string | null) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const form = useContractForm(ZSendResumeEmailBody, { email: '', resume_id: resume.id });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ email: '', resume_id: resume.id });
  }, [open, reset, resume.id]);
  const error = form.errorOf('email') ?? form.formError;
  const submit = form.onSubmit(async ({ email }) => {
    await send(email);
    onClose(email);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <Dialog
      open={open}
      onClose={() => onClose(null)}
      title={t('resumes.send_title')}
      description={t('resumes.send_description', { name: resume.filename })}
      closeLabel={t('resumes.cancel')}
      closeOnMask={false}
      testId="resume-send-dialog"
    >
      <form ref={form.formRef} className="resume-send" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>{t('resumes.send_email')}</label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.watch('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => form.set('email', event.target.value)}
          data-testid="resume-send-email"
        />
        {error && (
          <p id={errorId} className="resume-alert" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => onClose(null)}>
            {t('resumes.cancel')}
          </button>
          <button
            type="submit"
            className="button"
            disabled={form.formState.isSubmitting}
            data-testid="resume-send-submit"
          >
            {t('resumes.send_submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
