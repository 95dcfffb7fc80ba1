import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { machineInspectOptions } from '../machine-inspection';
import { useSession } from '../session/session-context';
import { AlreadySignedInStep } from './AlreadySignedInStep';
import { ChooseAccountStep } from './ChooseAccountStep';
import { ChooseMethodStep } from './ChooseMethodStep';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { providedLoginMachine } from './login-actors';
import type { LoginStepProps } from './login-types';
import { MagicLinkButton } from './MagicLinkButton';
import { PasswordStep } from './PasswordStep';
import { PhoneStep } from './PhoneStep';
import { QrPanel } from './QrPanel';
import { useFinishSignIn } from './use-finish-sign-in';
import { useMediaQuery } from './use-media-query';

interface LoginFlowProps {
  language: LanguageCode;
  redirect: string | null;
  /** A social sign-in the relay refused comes back as ?error_code=… (already put in words). */
  socialError: string | null;
  onRegister: (email: string) => void;
  onForgot: (email: string) => void;
}

/** The get-started sign-in, driven by the login machine; the QR code sits beside it on wide screens. */
export function LoginFlow({ language, redirect, socialError, onRegister, onForgot }: LoginFlowProps) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      providedLoginMachine(
        api,
        { cancelReads: () => queryClient.cancelQueries(), signedOut: session.refresh },
        language,
      ),
    [api, queryClient, session.refresh, language],
  );
  const [snapshot, send] = useMachine(machine, {
    ...machineInspectOptions,
    input: { ownOrigin: globalThis.location?.origin ?? '', language, redirect, signedInUser: session.user },
  });
  const wide = useMediaQuery('(min-width: 768px)');

  // The machine ends once; its ending is acted on once. A navigation is a transition that keeps this
  // page on screen until the next is ready, and re-running the effect meanwhile would navigate again.
  const acted = useRef(false);
  useEffect(() => {
    if (snapshot.status !== 'done' || acted.current) return;
    acted.current = true;
    const outcome = snapshot.output;
    if (outcome.kind === 'signedIn') finish(outcome.destination);
    else if (outcome.kind === 'redirectToProvider') location.assign(outcome.url);
    else navigate(withLanguagePath(language, '/'));
  }, [snapshot.status, snapshot.output, finish, navigate, language]);

  const signedIn = snapshot.matches('AlreadySignedIn') || snapshot.matches('SigningOut');
  const step = { snapshot, send };
  return (
    <div className="auth-layout">
      <section className="auth-card" data-testid={`login-step-${String(snapshot.value)}`}>
        <Step
          {...step}
          language={language}
          redirect={redirect}
          socialError={socialError}
          onRegister={onRegister}
          onForgot={onForgot}
        />
      </section>
      {wide && !signedIn && snapshot.status === 'active' && (
        <QrPanel language={language} redirect={redirect} />
      )}
    </div>
  );
}

function Step(props: LoginStepProps & Omit<LoginFlowProps, 'language'> & { language: LanguageCode }) {
  const { t } = useTranslation();
  const { snapshot, send, redirect, onRegister, onForgot } = props;
  const back = () => send({ type: 'LOGIN.BACK' });
  const { email, accountExists } = snapshot.context;
  switch (snapshot.value) {
    case 'ChooseMethod':
    case 'PreparingSocial':
    case 'RedirectingToProvider':
      return <ChooseMethodStep {...props} onRegister={() => onRegister('')} />;
    case 'AlreadySignedIn':
    case 'SigningOut':
      return <AlreadySignedInStep {...props} />;
    case 'EnterEmail':
    case 'CheckingEmail':
      return <EmailStep {...props} />;
    case 'EnterPassword':
    case 'SigningIn':
    case 'InvalidCredential':
    case 'AccountSuspended':
    case 'TooManyAttempts':
      return <PasswordStep {...props} onForgot={onForgot} />;
    case 'TwoFactor':
      return (
        <CodeStep
          actor={snapshot.children.twoFactorCode}
          title={t('auth.two_factor_title')}
          describe={(sentTo) => t('auth.two_factor_body', { email: sentTo })}
          onBack={back}
          testId="two-factor"
        />
      );
    case 'EmailCode':
      return (
        <CodeStep
          actor={snapshot.children.emailCode}
          title={t('auth.check_email')}
          describe={(sentTo) => t('auth.code_sent_to', { target: sentTo })}
          onBack={back}
          testId="email-code"
        >
          <MagicLinkButton email={email} redirect={redirect} />
          {accountExists === false && (
            <button
              type="button"
              className="link"
              data-testid="sign-up-with-password"
              onClick={() => onRegister(email)}
            >
              {t('auth.sign_up_with_password')}
            </button>
          )}
        </CodeStep>
      );
    case 'EnterPhone':
      return <PhoneStep {...props} />;
    case 'PhoneCode':
      return (
        <CodeStep
          actor={snapshot.children.phoneCode}
          title={t('auth.check_phone')}
          describe={(sentTo) => t('auth.code_sent_to', { target: sentTo })}
          onBack={back}
          testId="phone-code"
        />
      );
    case 'ChooseAccount':
    case 'SelectingAccount':
      return <ChooseAccountStep {...props} />;
    default:
      return <p aria-busy="true">{t('auth.redirecting')}</p>;
  }
}
