import type { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { useNotifications } from '../ui/notifications';
import { useScreenHead } from '../ui/use-page-head';
import { failureText } from './auth-messages';
import { useQueryParams } from './query-params';
import { ErrorMessage } from './TextField';
import { useRunOnce } from './use-run-once';
import './auth.css';

type Outcome = { kind: 'checking' } | { kind: 'verified' } | { kind: 'failed'; message: string | null };

/** /verify-email?code=: the mailed link proves the address (spec §4: the `user` cookie gets is_email_verify). */
export function VerifyEmailPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('verify_email');
  const api = useApi();
  const session = useSession();
  const { toast } = useNotifications();
  const code = useQueryParams().get('code');
  const [outcome, setOutcome] = useState<Outcome>(
    code ? { kind: 'checking' } : { kind: 'failed', message: null },
  );

  useRunOnce(() => {
    api.call(endpoints.accounts.emailVerify, { query: { code: code ?? '' } }, { quiet: true }).then(
      () => {
        session.refresh();
        toast(t('auth.email_verified'));
        setOutcome({ kind: 'verified' });
      },
      (error: ApiFailure) => setOutcome({ kind: 'failed', message: failureText(t, error) }),
    );
  }, Boolean(code));

  return (
    <main className="auth-page">
      <section className="auth-card auth-card--single" aria-live="polite" data-testid="verify-email">
        {outcome.kind === 'checking' && <p aria-busy="true">{t('auth.verifying_email')}</p>}
        {outcome.kind === 'verified' && <h1>{t('auth.email_verified')}</h1>}
        {outcome.kind === 'failed' && (
          <>
            <h1>{t('auth.email_verify_failed')}</h1>
            <ErrorMessage message={outcome.message} />
          </>
        )}
        {outcome.kind !== 'checking' && (
          <Link to={withLanguagePath(language, '/')}>{t('auth.back_to_home')}</Link>
        )}
      </section>
    </main>
  );
}
