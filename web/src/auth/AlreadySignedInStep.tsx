import { useTranslation } from 'react-i18next';
import { loginErrorText } from './auth-messages';
import type { LoginStepProps } from './login-types';
import { ErrorMessage } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

/** Spec §2: someone is signed in already; sign out (and sign in again) or go back home. */
export function AlreadySignedInStep({ snapshot, send }: LoginStepProps) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const user = snapshot.context.signedInUser;
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';
  const loading = snapshot.hasTag('loading');
  return (
    <div className="auth-step" data-testid="already-logged-in">
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.already_logged_in_title')}
      </h1>
      <p>{t('auth.already_logged_in_body', { name })}</p>
      <ErrorMessage message={snapshot.context.error && loginErrorText(t, snapshot.context.error)} />
      <div className="auth-actions">
        <button
          type="button"
          className="auth-button auth-button--primary"
          disabled={loading}
          data-testid="sign-out"
          onClick={() => send({ type: 'LOGIN.SIGN_OUT' })}
        >
          {t('auth.sign_out')}
        </button>
        <button
          type="button"
          className="auth-button"
          disabled={loading}
          onClick={() => send({ type: 'LOGIN.BACK_HOME' })}
        >
          {t('auth.back_to_home')}
        </button>
      </div>
    </div>
  );
}
