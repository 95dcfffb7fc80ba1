import { ApiFailure } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, errorCodes, type TInviteAcceptance, ZInviteCode } from '@talkhire/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { useFormats } from '../ui/use-formats';
import { usePageHead } from '../ui/use-page-head';
import './invites.css';

const api = endpoints.invites;

/**
 * The invitation page /invite/{code}: a visitor sees who invites and signs up with the code kept
 * in the redirect back here (every sign-up method returns to it); a signed-in seeker arriving here
 * claims the reward once, and the page says what it gave or why nothing (expired, own code…).
 */
export function InvitationPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const code = ZInviteCode.safeParse(useParams().code).data;
  const invitation = useEndpointQuery(
    api.invitation,
    { params: { code: code ?? '' } },
    { enabled: Boolean(code), quiet: true },
  );
  const accept = useEndpointMutation(api.accept, { invalidates: [api.mine, api.vip], quiet: true });
  const asked = useRef(false);
  const name = invitation.data?.inviter_first_name ?? '';
  usePageHead({ title: t('invite.invitation.title', { name }), description: null });

  useEffect(() => {
    if (!user || !code || asked.current || !invitation.data) return;
    asked.current = true;
    accept.mutate({ params: { code } });
  });

  const missing =
    !code || (invitation.error instanceof ApiFailure && invitation.error.code === errorCodes.notFound);
  if (missing) {
    return (
      <main className="section invitation" data-testid="invitation-page">
        <p role="alert">{t('invite.invitation.not_found')}</p>
      </main>
    );
  }
  const here = withLanguagePath(language, `/invite/${code}`);
  return (
    <main className="section invitation" data-testid="invitation-page">
      {invitation.data && <h1>{t('invite.invitation.title', { name })}</h1>}
      {invitation.isError && <p role="alert">{t('invite.invitation.failed')}</p>}
      {invitation.data?.expired ? (
        <p role="alert">{t('invite.invitation.expired')}</p>
      ) : (
        <p>{t('invite.invitation.intro')}</p>
      )}
      {!user && invitation.data && (
        <Link
          className="button"
          to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
          data-testid="invitation-sign-up"
        >
          {t('invite.invitation.sign_up')}
        </Link>
      )}
      {user && (
        <div aria-live="polite" data-testid="invitation-outcome">
          {accept.isPending && <p>{t('invite.invitation.working')}</p>}
          {accept.isError && <p role="alert">{t('invite.invitation.failed')}</p>}
          {accept.data && <Outcome acceptance={accept.data} name={name} language={language} />}
        </div>
      )}
    </main>
  );
}

function Outcome({
  acceptance,
  name,
  language,
}: {
  acceptance: TInviteAcceptance;
  name: string;
  language: LanguageCode;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const date = acceptance.vip_until ? formats.date(acceptance.vip_until) : '';
  return (
    <>
      <p data-testid={`invitation-${acceptance.outcome}`}>
        {t(`invite.invitation.${acceptance.outcome}`, { name, date })}
      </p>
      <Link className="button" to={withLanguagePath(language, '/jobseeker-complete-profile')}>
        {t('invite.invitation.continue')}
      </Link>
    </>
  );
}
