import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, ZNewPasswordForm } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useNotifications } from '../ui/notifications';
import { useContractForm } from '../ui/use-contract-form';
import { useScreenHead } from '../ui/use-page-head';
import { failureText } from './auth-messages';
import { useQueryParams } from './query-params';
import { ErrorMessage, TextField } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';
import './auth.css';

/** Spec §2 /change-password?email&otp: reached once the reset code is verified. */
export function ChangePasswordPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('change_password');
  const api = useApi();
  const navigate = useNavigate();
  const { toast } = useNotifications();
  const query = useQueryParams();
  const email = query.get('email') ?? '';
  const otp = query.get('otp') ?? '';
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useContractForm(ZNewPasswordForm, { new_password: '', confirm: '' });
  const sending = form.formState.isSubmitting;
  const getStarted = withLanguagePath(language, '/get-started');

  const submit = form.onSubmit(
    async ({ new_password }) => {
      await api.call(
        endpoints.accounts.resetPassword,
        { body: { email, otp, new_password } },
        { quiet: true },
      );
      toast(t('auth.password_changed'));
      navigate(getStarted, { replace: true });
    },
    { describe: (failure) => failureText(t, failure) },
  );

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
          <form ref={form.formRef} className="auth-step" noValidate onSubmit={(event) => void submit(event)}>
            <p className="muted">{email}</p>
            <ErrorMessage message={form.formError} />
            <TextField
              id="new-password"
              label={t('auth.new_password_label')}
              type="password"
              autoComplete="new-password"
              maxLength={128}
              hint={t('auth.password_rule')}
              {...form.register('new_password')}
              error={form.errorOf('new_password')}
            />
            <TextField
              id="confirm-password"
              label={t('auth.confirm_password_label')}
              type="password"
              autoComplete="new-password"
              maxLength={128}
              {...form.register('confirm')}
              error={form.errorOf('confirm')}
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
