import { type LanguageCode, limits, withLanguagePath } from '@talkhire/config';
import { errorCodes, firstMessageMax, type TJobDetail } from '@talkhire/contracts';
import { isEmailAddress, type ResumeChoice } from '@talkhire/machines';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useInvalidate } from '../api/endpoint-queries';
import { ErrorMessage, TextField } from '../auth/TextField';
import { useEdition } from '../edition/edition-context';
import { useSession } from '../session/session-context';
import { applySource, applySuccessPath, openExternalApply } from './apply-paths';
import { changedByApplying } from './changed-by-applying';
import { providedQuickApplyMachine } from './quick-apply-actors';
import { useModal } from './use-modal';

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'resume' | 'terms';
const passwordMin = 8;

/**
 * Spec §4 quick apply in one dialog: sign up, send the resume and apply (or go to the employer's
 * site), driven by the quick apply machine. After the account exists only the failed step retries.
 */
export function QuickApplyDialog({
  language,
  job,
  onClose,
}: {
  language: LanguageCode;
  job: TJobDetail;
  onClose: () => void;
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
    input: { jobId: job.id, externalApplyUrl: job.external_apply_url, source: applySource() },
  });
  const busy = snapshot.hasTag('loading');
  // While a step runs the dialog stays; after a failed step the seeker (signed in by then) may leave
  // and apply from the job page later.
  const closable = () =>
    snapshot.matches('Editing') || snapshot.matches('UploadFailed') || snapshot.matches('ApplyFailed');
  const dialog = useModal(() => closable() && onClose());
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '', message: '' });
  const [resume, setResume] = useState<ResumeChoice | null>(null);
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

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
  const failure =
    error && error.kind !== 'resumeInvalid' && !emailTaken
      ? error.failure.message || t('apply.failed')
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form, resume, terms);
    setProblems(found);
    if (Object.keys(found).length || !resume) return;
    const { message, ...registration } = form;
    send({ type: 'QUICK_APPLY.SUBMIT', registration, resume, firstMessage: message });
  };

  const check = (values: typeof form, file: ResumeChoice | null, accepted: boolean) => {
    const found: Partial<Record<Field, string>> = {};
    for (const name of ['first_name', 'last_name'] as const)
      if (!values[name].trim()) found[name] = t('apply.quick.required');
    if (!isEmailAddress(values.email)) found.email = t('apply.quick.invalid_email');
    if (values.password.length < passwordMin) found.password = t('apply.quick.password_rule');
    if (!file) found.resume = t('apply.quick.resume_required');
    if (!accepted) found.terms = t('apply.quick.terms_required');
    return found;
  };

  const field = (name: 'first_name' | 'last_name' | 'email' | 'password') => ({
    value: form[name],
    error: problems[name] ?? (name === 'email' && emailTaken ? error?.failure.message : undefined),
    disabled: busy,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const chooseFile = (files: FileList | null) => {
    const file = files?.[0];
    const choice = file ? { name: file.name, size: file.size, file } : null;
    setResume(choice);
    if (choice && snapshot.matches('UploadFailed'))
      send({ type: 'QUICK_APPLY.CHOOSE_RESUME', resume: choice });
  };

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
        aria-invalid={problems.resume || resumeText ? true : undefined}
        aria-describedby={problems.resume || resumeText ? 'quick-apply-resume-error' : undefined}
        onChange={(e) => chooseFile(e.target.files)}
        data-testid="quick-apply-resume"
      />
      {(problems.resume || resumeText) && (
        <p id="quick-apply-resume-error" className="field__error" role="alert">
          {problems.resume ?? resumeText}
        </p>
      )}
    </div>
  );

  return (
    <dialog
      ref={dialog}
      className="dialog apply-dialog"
      aria-labelledby="quick-apply-title"
      data-testid="quick-apply-dialog"
      data-state={String(snapshot.value)}
    >
      <h2 id="quick-apply-title">{t('apply.quick.title')}</h2>
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
        <form noValidate onSubmit={submit}>
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
                value={form.message}
                disabled={busy}
                onChange={(e) => setForm((f) => ({ ...f, message: e.target.value }))}
              />
            </div>
          )}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={terms}
              disabled={busy}
              aria-invalid={problems.terms ? true : undefined}
              onChange={(e) => setTerms(e.target.checked)}
              data-testid="quick-apply-terms"
            />
            <span>{t('apply.quick.terms')}</span>
          </label>
          {problems.terms && (
            <p className="field__error" role="alert">
              {problems.terms}
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
    </dialog>
  );
}
