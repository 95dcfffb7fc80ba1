import type { LanguageCode } from '@talkhire/config';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { rememberCampaign } from './campaign';
import { ForgotPassword } from './ForgotPassword';
import { LoginFlow } from './LoginFlow';
import { useQueryParams } from './query-params';
import { RegisterForm } from './RegisterForm';
import './auth.css';

type View = { kind: 'login' } | { kind: 'register'; email: string } | { kind: 'forgot'; email: string };

/** Spec §2 /get-started (optional ?redirect=): log in or sign up. */
export function GetStartedPage({ language }: { language: LanguageCode }) {
  const { t, i18n } = useTranslation();
  useScreenHead('get_started');
  const { status } = useSession();
  const query = useQueryParams();
  const redirect = query.get('redirect');
  const [view, setView] = useState<View>({ kind: 'login' });
  const errorCode = query.get('error_code');
  const socialError =
    errorCode && /^\d+$/.test(errorCode)
      ? i18n.exists(errorCode, { ns: 'errors' })
        ? t(errorCode, { ns: 'errors' })
        : t('auth.social_failed')
      : null;

  useEffect(() => rememberCampaign(query), [query]);

  const backToLogin = () => setView({ kind: 'login' });
  return (
    <main className="auth-page" data-testid="get-started-page">
      {status === 'expired' && (
        <p className="auth-notice auth-notice--page" role="status" data-testid="session-expired">
          {t('auth.session_expired')}
        </p>
      )}
      {view.kind === 'login' && (
        <LoginFlow
          language={language}
          redirect={redirect}
          socialError={socialError}
          onRegister={(email) => setView({ kind: 'register', email })}
          onForgot={(email) => setView({ kind: 'forgot', email })}
        />
      )}
      {view.kind !== 'login' && (
        <section className="auth-card auth-card--single">
          {view.kind === 'register' ? (
            <RegisterForm
              language={language}
              redirect={redirect}
              initialEmail={view.email}
              onBack={backToLogin}
            />
          ) : (
            <ForgotPassword language={language} initialEmail={view.email} onBack={backToLogin} />
          )}
        </section>
      )}
    </main>
  );
}
