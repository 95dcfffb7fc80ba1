import { endpoints } from '@talkhire/contracts';
import type { ApiFailureLike } from '@talkhire/machines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { failureText } from './auth-messages';
import { redirectPath } from './redirect-path';
import { ErrorMessage } from './TextField';

type Sending = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; failure: ApiFailureLike };

/** 'Email me a login link': the mailed link opens /magic-link on this site (spec §4 "magic link sent"). */
export function MagicLinkButton({ email, redirect }: { email: string; redirect: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<Sending>({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const body = { email, redirect: redirectPath(redirect, location.origin) };
      await api.call(endpoints.accounts.magicLinkSend, { body }, { quiet: true });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', failure: error as ApiFailureLike });
    }
  };
  return (
    <div className="magic-link">
      <button
        type="button"
        className="link"
        data-testid="send-magic-link"
        disabled={state.kind === 'sending'}
        onClick={() => void send()}
      >
        {t('auth.send_magic_link')}
      </button>
      <div aria-live="polite">
        {state.kind === 'sent' && (
          <p className="auth-notice" data-testid="magic-link-sent">
            {t('auth.magic_link_sent', { email })}
          </p>
        )}
      </div>
      {state.kind === 'failed' && <ErrorMessage message={failureText(t, state.failure)} />}
    </div>
  );
}
