import type { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useNotifications } from '../ui/notifications';
import { failureText } from './auth-messages';
import { useQueryParams } from './query-params';
import { ErrorMessage, TextField } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';
import './auth.css';

const passwordMin = 8;

/** Spec §2 /change-password?email&otp: reached once the reset code is verified. */
export function ChangePasswordPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { toast } = useNotifications();
  const query = useQueryParams();
  const email = query.get('email') ?? '';
  const otp = query.get('otp') ?? '';
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const getStarted = withLanguagePath(language, '/get-started');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(password.length < passwordMin ? { password: t('auth.password_rule') } : {}),
      ...(confirm !== password ? { confirm: t('auth.passwords_differ') } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await api.call(
        endpoints.accounts.resetPassword,
        { body: { email, otp, new_password: password } },
        { quiet: true },
      );
      toast(t('auth.password_changed'));
      navigate(getStarted, { replace: true });
    } catch (error) {
      const refused = error as ApiFailure;
      const fieldError = refused.errors?.new_password?.[0];
      if (fieldError) setErrors({ password: fieldError });
      else setFailure(failureText(t, refused));
      setSending(false);
    }
  };

  return (
    <main className="auth-page">
      <section className="auth-card auth-card--single">
        <h1 ref={heading} tabIndex={-1}>
          {t('auth.change_password_title')}
        </h1>
        {!email || !otp ? (
          <>
            <ErrorMessage message={t('auth.reset_link_incomplete')} />
            <Link to={getStarted}>{t('auth.back_to_login')}</Link>
          </>
        ) : (
          <form className="auth-step" noValidate onSubmit={(event) => void submit(event)}>
            <p className="muted">{email}</p>
            <ErrorMessage message={failure} />
            <TextField
              id="new-password"
              label={t('auth.new_password_label')}
              type="password"
              autoComplete="new-password"
              maxLength={128}
              hint={t('auth.password_rule')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
            />
            <TextField
              id="confirm-password"
              label={t('auth.confirm_password_label')}
              type="password"
              autoComplete="new-password"
              maxLength={128}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              error={errors.confirm}
            />
            <div className="auth-actions">
              <button
                type="submit"
                className="auth-button auth-button--primary"
                disabled={sending}
                aria-busy={sending}
              >
                {t('auth.change_password')}
              </button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
