import { ApiFailure } from '@talkhire/client';
import { type LanguageCode, limits, withLanguagePath } from '@talkhire/config';
import {
  errorCodes,
  firstMessageMax,
  passwordMin,
  type TJobDetail,
  ZQuickApplyForm,
} from '@talkhire/contracts';
import type { ResumeChoice } from '@talkhire/machines';
import { useMachine } from '@xstate/react';
import { type RefObject, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useInvalidate } from '../api/endpoint-queries';
import { ErrorMessage, TextField } from '../auth';
import { useEdition } from '../edition/edition-context';
import { machineInspectOptions } from '../machine-inspection';
import { useSession } from '../session/session-context';
import { Dialog } from '../ui/Dialog';
import { useContractForm } from '../ui/use-contract-form';
import { applySource, applySuccessPath, openExternalApply } from './apply-paths';
import { changedByApplying } from './changed-by-applying';
import { providedQuickApplyMachine } from './quick-apply-actors';

/**
 * Spec §4 quick apply in one dialog: sign up, send the resume and apply (or go to the employer's
 * site), driven by the quick apply machine. After the account exists only the failed step retries.
 */
export function QuickApplyDialog({
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
  const api = useApi();
  const session = useSession();
  const { edition } = useEdition();
  const navigate = useNavigate();
  const location = useLocation();
  const invalidate = useInvalidate();
  const machine = useMemo(
    () => providedQuickApplyMachine(api, { editionKey: edition.key, refreshSession: session.refresh }),
    [api, edition.key, session.refresh],
  );
  const [snapshot, send] = useMachine(machine, {
    ...machineInspectOptions,
    input: { jobId: job.id, externalApplyUrl: job.external_apply_url, source: applySource() },
  });
  const busy = snapshot.hasTag('loading');
  // While a step runs the dialog stays; after a failed step the seeker (signed in by then) may leave
  // and apply from the job page later.
  const closable = () =>
    snapshot.matches('Editing') || snapshot.matches('UploadFailed') || snapshot.matches('ApplyFailed');
  const form = useContractForm(ZQuickApplyForm, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    first_message: '',
    terms: false as never,
  });
  const values = form.watch();

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    const outcome = snapshot.output;
    if (outcome.kind === 'applied') {
      // The job page read "not applied" once the seeker was signed in; the success page must not.
      void invalidate(...changedByApplying);
      navigate(applySuccessPath(language, job));
    } else openExternalApply(outcome.url, outcome.sameWindow);
  }, [snapshot.status, snapshot.output, navigate, language, job, invalidate]);

  const { error } = snapshot.context;
  const resumeText =
    error?.kind === 'resumeInvalid'
      ? t(error.reason === 'size' ? 'apply.quick.resume_size' : 'apply.quick.resume_type')
      : null;
  const emailTaken = error?.kind === 'registerFailed' && error.failure.code === errorCodes.emailTaken;
  // A refused sign-up is shown on the form: a taken email under the email field (spec §5).
  const { showRefusal } = form;
  useEffect(() => {
    if (error?.kind !== 'registerFailed') return;
    const { status, code, message } = error.failure;
    const fields: Record<string, string[]> = code === errorCodes.emailTaken ? { email: [message] } : {};
    showRefusal(
      new ApiFailure(status, code, message, fields),
      (refusal) => refusal.message || t('apply.failed'),
    );
  }, [error, showRefusal, t]);
  const failure =
    error && error.kind !== 'resumeInvalid' && error.kind !== 'registerFailed'
      ? error.failure.message || t('apply.failed')
      : form.formError;

  const submit = form.onSubmit(async ({ first_message, resume, terms: _, ...registration }) => {
    send({
      type: 'QUICK_APPLY.SUBMIT',
      registration,
      // The contract checked the chosen file's name and size; the file itself rode along.
      resume: resume as unknown as ResumeChoice,
      firstMessage: first_message,
    });
  });

  const field = (name: 'first_name' | 'last_name' | 'email' | 'password') => ({
    value: values[name] ?? '',
    error: form.errorOf(name),
    disabled: busy,
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });

  const chooseFile = (files: FileList | null) => {
    const file = files?.[0];
    const choice: ResumeChoice | null = file ? { name: file.name, size: file.size, file } : null;
    form.set('resume', choice);
    if (choice && snapshot.matches('UploadFailed'))
      send({ type: 'QUICK_APPLY.CHOOSE_RESUME', resume: choice });
  };
  const resumeProblem = form.errorOf('resume') ?? resumeText;
  const termsProblem = form.errorOf('terms');

  const login = () => {
    const redirect = `${location.pathname}${location.search}`;
    navigate(`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`);
  };

  const progress = (['Registering', 'Uploading', 'Applying', 'RecordingClick'] as const).find((s) =>
    snapshot.matches(s),
  );
  const resumeInput = (
    <div className="field">
      <label htmlFor="quick-apply-resume">{t('apply.quick.resume_label')}</label>
      <input
        id="quick-apply-resume"
        type="file"
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        disabled={busy}
        aria-invalid={resumeProblem ? true : undefined}
        aria-describedby={resumeProblem ? 'quick-apply-resume-error' : undefined}
        onChange={(e) => chooseFile(e.target.files)}
        data-testid="quick-apply-resume"
      />
      {resumeProblem && (
        <p id="quick-apply-resume-error" className="field__error" role="alert">
          {resumeProblem}
        </p>
      )}
    </div>
  );

  return (
    <Dialog
      open
      onClose={() => closable() && onClose()}
      title={t('apply.quick.title')}
      className="apply-dialog"
      closeOnMask={false}
      returnFocusTo={returnFocusTo}
      testId="quick-apply-dialog"
      state={String(snapshot.value)}
    >
      <p>
        {t(job.external_apply_url ? 'apply.quick.intro_external' : 'apply.quick.intro', { title: job.title })}
      </p>
      <ErrorMessage message={failure} testId="quick-apply-error" />
      {progress && (
        <p role="status" aria-live="polite" data-testid="quick-apply-progress">
          {t(`apply.quick.progress.${progress}`)}
        </p>
      )}
      {(snapshot.matches('UploadFailed') || snapshot.matches('ApplyFailed')) && (
        <div>
          {/* A refused resume is chosen again before the retry; a failed application is just sent again. */}
          {snapshot.matches('UploadFailed') && resumeInput}
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => send({ type: 'QUICK_APPLY.RETRY' })}
            >
              {t('apply.quick.retry')}
            </button>
            <button type="button" className="link" onClick={onClose}>
              {t('apply.cancel')}
            </button>
          </div>
        </div>
      )}
      {(snapshot.matches('Editing') || snapshot.matches('Registering')) && (
        <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
          <div className="field-row">
            <TextField
              id="quick-apply-first-name"
              label={t('apply.quick.first_name')}
              autoComplete="given-name"
              maxLength={limits.nameMax}
              {...field('first_name')}
            />
            <TextField
              id="quick-apply-last-name"
              label={t('apply.quick.last_name')}
              autoComplete="family-name"
              maxLength={limits.nameMax}
              {...field('last_name')}
            />
          </div>
          <TextField
            id="quick-apply-email"
            label={t('apply.quick.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...field('email')}
          />
          {emailTaken && (
            <button type="button" className="link" onClick={login} data-testid="quick-apply-login">
              {t('apply.quick.login_instead')}
            </button>
          )}
          <TextField
            id="quick-apply-password"
            label={t('apply.quick.password')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            hint={t('apply.quick.password_hint', { min: passwordMin })}
            {...field('password')}
          />
          {resumeInput}
          {!job.external_apply_url && (
            <div className="field">
              <label htmlFor="quick-apply-message">{t('apply.first_message_label')}</label>
              <textarea
                id="quick-apply-message"
                rows={3}
                maxLength={firstMessageMax}
                value={values.first_message ?? ''}
                disabled={busy}
                aria-invalid={form.errorOf('first_message') ? true : undefined}
                onChange={(e) => form.set('first_message', e.target.value)}
              />
              {form.errorOf('first_message') && (
                <p className="field__error" role="alert">
                  {form.errorOf('first_message')}
                </p>
              )}
            </div>
          )}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.terms === true}
              disabled={busy}
              aria-invalid={termsProblem ? true : undefined}
              onChange={(e) => form.set('terms', e.target.checked)}
              data-testid="quick-apply-terms"
            />
            <span>{t('apply.quick.terms')}</span>
          </label>
          {termsProblem && (
            <p className="field__error" role="alert">
              {termsProblem}
            </p>
          )}
          <div className="dialog__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy}
              data-testid="quick-apply-submit"
            >
              {t(job.external_apply_url ? 'apply.quick.submit_external' : 'apply.quick.submit')}
            </button>
            <button type="button" className="link" onClick={onClose} disabled={busy}>
              {t('apply.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
