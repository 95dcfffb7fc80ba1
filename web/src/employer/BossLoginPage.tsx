import { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBossApi } from './boss-api';
import { bossPaths } from './boss-paths';
import { useBossTitle } from './use-boss-title';
import { useSeekerSite } from './use-seeker-site';

/** The Boss signs in with email and password (`endpoints.accounts.bossLogin`). */
export function BossLoginPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  useBossTitle(t('boss.login.submit'));
  const api = useBossApi();
  const seekerSite = useSeekerSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'sending'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    setError(null);
    try {
      await api.call(
        endpoints.accounts.bossLogin,
        { body: { email, password, client_id: '1' } },
        { quiet: true },
      );
      const redirect = params.get('redirect');
      navigate(
        redirect?.startsWith('/') && !redirect.startsWith('//')
          ? redirect
          : withLanguagePath(language, bossPaths.conversations),
      );
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : String(failure));
      setState('idle');
    }
  };

  return (
    <main className="boss-login">
      <form className="boss-login__card" onSubmit={submit} aria-labelledby="boss-login-heading">
        <p className="boss-brand">{t('boss.title')}</p>
        <h1 id="boss-login-heading">{t('boss.login.heading')}</h1>
        {params.get('handoff') === 'failed' && (
          <p className="boss-note" role="status">
            {t('boss.login.handoff_failed')}
          </p>
        )}
        <label className="boss-field">
          <span>{t('boss.login.email')}</span>
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="boss-field">
          <span>{t('boss.login.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className="boss-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button boss-button" disabled={state === 'sending'}>
          {state === 'sending' ? t('boss.login.signing_in') : t('boss.login.submit')}
        </button>
        {seekerSite && (
          <a className="boss-login__seeker" href={`${seekerSite}${withLanguagePath(language, '/')}`}>
            {t('boss.login.seeker_site')}
          </a>
        )}
      </form>
    </main>
  );
}
