import type { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { useScreenHead } from '../ui/use-page-head';
import { failureText } from './auth-messages';
import { jobRedirect } from './job-redirect';
import { useQueryParams } from './query-params';
import { redirectPath } from './redirect-path';
import { ErrorMessage } from './TextField';
import { useRunOnce } from './use-run-once';
import './auth.css';

/**
 * Spec §2 /jobseeker-login-redirect?redirectUrl&sessionid&isAppRedirectModalClosed: the
 * cross-site hand-off. `sessionid` is a one-time ticket (never a session), redeemed for this
 * browser's own session; then the page goes to `redirectUrl` when it is on this site, else home;
 * a job's page only while the job is open (redirect_condition), else the job search.
 * `isAppRedirectModalClosed` belongs to the app-download prompt, which this site does not show.
 */
export function LoginRedirectPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('login_redirect');
  const api = useApi();
  const navigate = useNavigate();
  const session = useSession();
  const query = useQueryParams();
  const [failure, setFailure] = useState<string | null>(null);
  const home = withLanguagePath(language, '/');

  useRunOnce(() => {
    const ticket = query.get('sessionid');
    const target = redirectPath(query.get('redirectUrl'), location.origin) ?? home;
    const go = () => void jobRedirect(api, target, language).then((to) => navigate(to, { replace: true }));
    if (!ticket) {
      go();
      return;
    }
    api.call(endpoints.accounts.redeemTicket, { body: { ticket } }, { quiet: true }).then(
      () => {
        session.refresh();
        go();
      },
      (error: ApiFailure) => setFailure(failureText(t, error)),
    );
  });

  return (
    <main className="auth-page">
      <section className="auth-card auth-card--single" aria-live="polite">
        {failure ? (
          <>
            <h1>{t('auth.hand_off_failed')}</h1>
            <ErrorMessage message={failure} />
            <Link to={home}>{t('auth.back_to_home')}</Link>
          </>
        ) : (
          <p aria-busy="true">{t('auth.redirecting')}</p>
        )}
      </section>
    </main>
  );
}
