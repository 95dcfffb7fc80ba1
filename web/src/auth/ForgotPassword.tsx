import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { ZResetPasswordOtpBody } from '@talkhire/contracts';
import { otpMachine } from '@talkhire/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { machineInspectOptions } from '../machine-inspection';
import { useContractForm } from '../ui/use-contract-form';
import { CodeStep } from './CodeStep';
import { otpActors } from './otp-actors';
import { TextField } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * Spec §7 password reset, first half: email → code by mail (429 'Too many attempts. Try again
 * later.') → the code is checked → /change-password?email&otp for the new password.
 */
export function ForgotPassword({
  language,
  initialEmail,
  onBack,
}: {
  language: LanguageCode;
  initialEmail: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(ZResetPasswordOtpBody, { email: initialEmail });
  // Each request is a fresh code machine; going back and asking again counts as a new request.
  const [request, setRequest] = useState<{ email: string; attempt: number } | null>(null);
  const input = useFocusOnMount<HTMLInputElement>();

  if (request) {
    return (
      <ResetCode
        key={request.attempt}
        language={language}
        email={request.email}
        onBack={() => setRequest(null)}
      />
    );
  }
  return (
    <form
      ref={form.formRef}
      className="auth-step"
      noValidate
      data-testid="forgot-password-form"
      onSubmit={form.onSubmit(async ({ email }) => {
        setRequest((last) => ({ email, attempt: (last?.attempt ?? 0) + 1 }));
      })}
    >
      <h1>{t('auth.reset_title')}</h1>
      <p>{t('auth.reset_body')}</p>
      <TextField
        id="reset-email"
        label={t('auth.email_label')}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={form.watch('email')}
        onChange={(event) => form.set('email', event.target.value)}
        inputRef={input}
        error={form.errorOf('email')}
      />
      <div className="auth-actions">
        <button type="submit" className="auth-button auth-button--primary" data-testid="send-reset-code">
          {t('auth.send_code')}
        </button>
        <button type="button" className="link" onClick={onBack}>
          {t('auth.back_to_login')}
        </button>
      </div>
    </form>
  );
}

function ResetCode({
  language,
  email,
  onBack,
}: {
  language: LanguageCode;
  email: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const machine = useMemo(() => otpMachine.provide({ actors: otpActors(api) }), [api]);
  const actor = useActorRef(machine, {
    ...machineInspectOptions,
    input: { purpose: 'password-reset', destination: email, firstSend: 'onStart' },
  });
  const result = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output : null));
  useEffect(() => {
    if (!result) return;
    const query = new URLSearchParams({ email: result.destination, otp: result.code });
    navigate(`${withLanguagePath(language, '/change-password')}?${query}`);
  }, [result, navigate, language]);
  return (
    <CodeStep
      actor={actor}
      title={t('auth.reset_title')}
      describe={(sentTo) => t('auth.reset_code_sent', { email: sentTo })}
      onBack={onBack}
      testId="reset-code"
    />
  );
}
