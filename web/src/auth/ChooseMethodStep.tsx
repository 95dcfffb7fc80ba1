import type { SocialProvider } from '@talkhire/machines';
import { useTranslation } from 'react-i18next';
import { loginErrorText } from './auth-messages';
import type { LoginStepProps } from './login-types';
import { ErrorMessage } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

/** Brand names are the same in every language. */
const providers: { id: SocialProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'apple', name: 'Apple' },
];

/** Spec §2: continue with email, phone or a social provider; new visitors may sign up. */
export function ChooseMethodStep({
  snapshot,
  send,
  socialError,
  onRegister,
}: LoginStepProps & { socialError: string | null; onRegister: () => void }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const loading = snapshot.hasTag('loading') || snapshot.status === 'done';
  const error = snapshot.context.error ? loginErrorText(t, snapshot.context.error) : socialError;
  return (
    <div className="auth-step">
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.get_started_title')}
      </h1>
      <p className="muted">{t('auth.get_started_subtitle')}</p>
      <ErrorMessage message={error} />
      <div className="auth-actions">
        <button
          type="button"
          className="auth-button auth-button--primary"
          data-testid="continue-email"
          onClick={() => send({ type: 'LOGIN.CHOOSE_EMAIL' })}
        >
          {t('auth.continue_with_email')}
        </button>
        <button
          type="button"
          className="auth-button"
          data-testid="continue-phone"
          onClick={() => send({ type: 'LOGIN.CHOOSE_PHONE' })}
        >
          {t('auth.continue_with_phone')}
        </button>
        <p className="auth-divider">
          <span>{t('auth.or')}</span>
        </p>
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className={`auth-button auth-button--${provider.id}`}
            data-testid={`continue-${provider.id}`}
            disabled={loading}
            onClick={() => send({ type: 'LOGIN.CHOOSE_SOCIAL', provider: provider.id })}
          >
            {t('auth.continue_with_provider', { provider: provider.name })}
          </button>
        ))}
      </div>
      <p className="auth-switch">
        <span>{t('auth.new_here')}</span>
        <button type="button" className="link" data-testid="show-register" onClick={onRegister}>
          {t('auth.create_account')}
        </button>
      </p>
    </div>
  );
}
