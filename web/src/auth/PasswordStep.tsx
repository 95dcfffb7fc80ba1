import { ZPasswordLoginForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../ui/use-contract-form';
import { loginErrorText } from './auth-messages';
import type { LoginStepProps } from './login-types';
import { MagicLinkButton } from './MagicLinkButton';
import { ErrorMessage, TextField } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * The account has a password. Spec §5: 401/422 'invalid credential', 403 'account suspended'
 * (nothing to retry), 429 too many attempts (the form comes back after the wait).
 */
export function PasswordStep({
  snapshot,
  send,
  redirect,
  onForgot,
}: LoginStepProps & { redirect: string | null; onForgot: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useContractForm(ZPasswordLoginForm, { password: '' });
  const input = useFocusOnMount<HTMLInputElement>();
  const { email, error } = snapshot.context;
  const loading = snapshot.hasTag('loading');
  const blocked = snapshot.matches('AccountSuspended') || snapshot.matches('TooManyAttempts');
  const message = form.errorOf('password') ?? (error && loginErrorText(t, error));
  return (
    <div className="auth-step">
      <h1>{t('auth.log_in')}</h1>
      <p className="muted" data-testid="login-email-shown">
        {email}
      </p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit(async ({ password }) => {
          send({ type: 'LOGIN.SUBMIT_PASSWORD', password });
        })}
      >
        <TextField
          id="login-password"
          label={t('auth.password_label')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={form.watch('password')}
          disabled={blocked}
          onChange={(event) => form.set('password', event.target.value)}
          inputRef={input}
          error={blocked ? null : message}
        />
        {blocked && <ErrorMessage message={message} />}
        <div className="auth-actions">
          <button
            type="submit"
            className="auth-button auth-button--primary"
            disabled={loading || blocked}
            aria-busy={loading}
            data-testid="submit-password"
          >
            {t('auth.log_in')}
          </button>
        </div>
      </form>
      <div className="auth-links">
        {!blocked && (
          <button type="button" className="link" onClick={() => send({ type: 'LOGIN.USE_EMAIL_CODE' })}>
            {t('auth.use_code')}
          </button>
        )}
        <MagicLinkButton email={email} redirect={redirect} />
        <button type="button" className="link" data-testid="forgot-password" onClick={() => onForgot(email)}>
          {t('auth.forgot_password')}
        </button>
        <button type="button" className="link" onClick={() => send({ type: 'LOGIN.BACK' })}>
          {t('auth.back')}
        </button>
      </div>
    </div>
  );
}
