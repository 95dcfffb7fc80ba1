import { useTranslation } from 'react-i18next';
import { loginErrorText } from './auth-messages';
import type { LoginStepProps } from './login-types';
import { ErrorMessage } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

/** Spec §2: the verified phone number belongs to several accounts; the seeker picks one. */
export function ChooseAccountStep({ snapshot, send }: LoginStepProps) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const accounts = snapshot.context.accountChoice?.accounts ?? [];
  const loading = snapshot.hasTag('loading');
  return (
    <div className="auth-step" data-testid="choose-account">
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.choose_account_title')}
      </h1>
      <p>{t('auth.choose_account_body')}</p>
      <ErrorMessage message={snapshot.context.error && loginErrorText(t, snapshot.context.error)} />
      <ul className="account-choices">
        {accounts.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              className="auth-button account-choice"
              disabled={loading}
              onClick={() => send({ type: 'LOGIN.CHOOSE_ACCOUNT', accountId: account.id })}
            >
              <strong>{account.first_name}</strong>
              <span className="muted">{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link" onClick={() => send({ type: 'LOGIN.BACK' })}>
        {t('auth.back')}
      </button>
    </div>
  );
}
