import type { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { destinationAfterLogin } from '@talkhire/machines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { deviceUuid } from '../session/device-uuid';
import { useScreenHead } from '../ui/use-page-head';
import { failureText } from './auth-messages';
import { useQueryParams } from './query-params';
import { ErrorMessage } from './TextField';
import { useFinishSignIn } from './use-finish-sign-in';
import { useRunOnce } from './use-run-once';
import './auth.css';

/** /magic-link?token=&redirect=: the mailed link signs this browser in, then spec §4's destination. */
export function MagicLinkPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useScreenHead('magic_link');
  const api = useApi();
  const finish = useFinishSignIn();
  const query = useQueryParams();
  const token = query.get('token');
  const redirect = query.get('redirect');
  const [failure, setFailure] = useState<string | null>(token ? null : t('auth.link_invalid'));

  useRunOnce(() => {
    api
      .call(
        endpoints.accounts.magicLinkVerify,
        { body: { token: token ?? '', device_uuid: deviceUuid() } },
        { quiet: true },
      )
      .then(
        (user) => finish(destinationAfterLogin({ user, redirect, ownOrigin: location.origin, language })),
        (error: ApiFailure) => setFailure(failureText(t, error)),
      );
  }, Boolean(token));

  return (
    <main className="auth-page">
      <section className="auth-card auth-card--single" aria-live="polite">
        {failure ? (
          <>
            <h1>{t('auth.link_failed_title')}</h1>
            <ErrorMessage message={failure} />
            <Link to={withLanguagePath(language, '/get-started')}>{t('auth.back_to_login')}</Link>
          </>
        ) : (
          <p aria-busy="true">{t('auth.magic_link_signing_in')}</p>
        )}
      </section>
    </main>
  );
}
