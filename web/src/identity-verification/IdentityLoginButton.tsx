import './identity-verification.css';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { machineInspectOptions } from '../machine-inspection';
import { rememberReturnUrl } from './identity-cookies';
import { callbackUri, providedIdentityMachine } from './identity-machine';

/**
 * Spec §4 steps 1-2: the identity-login button. It loads until the authorise URL is fetched; a tap
 * keeps the return URL (this page with the show-identity-info flag) for three days, closes the
 * dialog it sits in (`onLeave`) and opens the provider's page in a new window.
 */
export function IdentityLoginButton({
  variant = 'primary',
  onLeave,
}: {
  /** 'danger': the red button of the verification-failed dialog. */
  variant?: 'primary' | 'danger';
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const machine = useMemo(() => providedIdentityMachine(api), [api]);
  const [snapshot, send] = useMachine(machine, {
    ...machineInspectOptions,
    input: { redirectUri: ownCallbackUri() },
  });
  const { authoriseUrl, failure } = snapshot.context;

  useEffect(() => send({ type: 'IDENTITY.PREPARE' }), [send]);

  const loading = snapshot.hasTag('loading');
  const onClick = () => {
    if (!snapshot.matches('Ready') || !authoriseUrl) {
      send({ type: 'IDENTITY.PREPARE' });
      return;
    }
    rememberReturnUrl(location.pathname, location.search);
    onLeave?.();
    // Opened from the tap itself, so no popup blocker stops it; the provider needs no handle on us.
    window.open(authoriseUrl, '_blank', 'noopener');
    send({ type: 'IDENTITY.LEAVE' });
  };

  return (
    <span className="identity-login">
      <button
        type="button"
        className={`button identity-login__button${variant === 'danger' ? ' identity-login__button--danger' : ''}`}
        disabled={loading}
        aria-busy={loading}
        data-testid="identity-login"
        data-state={String(snapshot.value)}
        onClick={onClick}
      >
        {loading ? t('identity.login_button.loading') : t('identity.login_button.label')}
      </button>
      {snapshot.matches('AwayAtProvider') && (
        <span className="identity-login__note" role="status">
          {t('identity.login_button.away')}
        </span>
      )}
      {snapshot.matches('Failed') && (
        <span className="identity-login__note identity-login__note--error" role="alert">
          {failure?.message || t('41431', { ns: 'errors' })}
        </span>
      )}
    </span>
  );
}

/** The button renders on the server too, where there is no window (the URL is fetched in the browser). */
function ownCallbackUri(): string {
  return typeof window === 'undefined' ? '' : callbackUri(window.location.origin);
}
