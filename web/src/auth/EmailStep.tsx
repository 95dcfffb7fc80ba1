import { ZEmailOtpSendBody } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { trackGetStarted } from '../tracking';
import { useContractForm } from '../ui/use-contract-form';
import { loginErrorText } from './auth-messages';
import type { LoginStepProps } from './login-types';
import { TextField } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

/** 'Continue with email': the address decides between the password and a code (which also signs up). */
export function EmailStep({ snapshot, send }: LoginStepProps) {
  const { t } = useTranslation();
  const form = useContractForm(ZEmailOtpSendBody, { email: snapshot.context.email });
  const email = form.watch('email');
  const input = useFocusOnMount<HTMLInputElement>();
  const loading = snapshot.hasTag('loading');
  const error =
    form.errorOf('email') ?? (snapshot.context.error && loginErrorText(t, snapshot.context.error, email));
  return (
    <form
      ref={form.formRef}
      className="auth-step"
      noValidate
      onSubmit={form.onSubmit(async () => {
        trackGetStarted();
        send({ type: 'LOGIN.SUBMIT_EMAIL', email: form.getValues('email') });
      })}
    >
      <h1>{t('auth.continue_with_email')}</h1>
      <TextField
        id="login-email"
        label={t('auth.email_label')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.email_placeholder')}
        maxLength={254}
        value={email}
        onChange={(event) => form.set('email', event.target.value)}
        inputRef={input}
        error={error}
      />
      <div className="auth-actions">
        <button
          type="submit"
          className="auth-button auth-button--primary"
          disabled={loading}
          aria-busy={loading}
        >
          {t('auth.continue')}
        </button>
        <button type="button" className="link" onClick={() => send({ type: 'LOGIN.BACK' })}>
          {t('auth.back')}
        </button>
      </div>
    </form>
  );
}
