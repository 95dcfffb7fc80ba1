import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TMyInvites } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import { useFormats } from '../ui/use-formats';
import { usePageHead } from '../ui/use-page-head';
import { InviteEmailsForm } from './InviteEmailsForm';
import { useMyInvites } from './use-invites';
import { VipPanel } from './VipPanel';
import './invites.css';
import { Redirect } from '../ui/Redirect';
import { useCopyText } from '../ui/use-copy-text';

/**
 * Invite a friend (spec §1, §9) at /invite-friends: the seeker's link with a copy button, email
 * invites of up to 10 addresses at a time, the people invited with their status, and the VIP end.
 * Signed-out visitors sign in first and come back.
 */
export function InviteFriendsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const invites = useMyInvites(Boolean(user));
  usePageHead({ title: t('invite.page.title'), description: null });
  if (!user) {
    const here = withLanguagePath(language, '/invite-friends');
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
        replace
      />
    );
  }
  return (
    <main className="section invite-friends" data-testid="invite-friends-page">
      <h1>{t('invite.page.title')}</h1>
      <p className="muted">{t('invite.page.intro')}</p>
      {invites.isError && <p role="alert">{t('invite.page.load_failed')}</p>}
      {invites.data && <Invites invites={invites.data} language={language} />}
    </main>
  );
}

function Invites({ invites, language }: { invites: TMyInvites; language: LanguageCode }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <>
      <VipPanel vipUntil={invites.vip_until} />
      <InviteLinkBox invites={invites} language={language} />
      <section className="invite-friends__box" aria-labelledby="invite-emails-heading">
        <h2 id="invite-emails-heading">{t('invite.page.emails_heading')}</h2>
        <InviteEmailsForm max={invites.max_emails} />
      </section>
      <section className="invite-friends__box" aria-labelledby="invited-heading">
        <h2 id="invited-heading">{t('invite.page.invited_heading')}</h2>
        {invites.invited.length === 0 ? (
          <p className="muted">{t('invite.page.none_invited')}</p>
        ) : (
          <ul className="invite-friends__people" data-testid="invited-people">
            {invites.invited.map((person) => (
              <li key={`${person.status}-${person.who}`}>
                <bdi>{person.who}</bdi>
                <span className={`invite-friends__status invite-friends__status--${person.status}`}>
                  {t(`invite.page.status_${person.status}`)}
                </span>
                <time dateTime={person.at}>{formats.date(person.at)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function InviteLinkBox({ invites, language }: { invites: TMyInvites; language: LanguageCode }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const copied = useCopyText();
  // The server renders the page too (without the browser's origin): the full address comes once
  // the page runs in the browser, so both first renders agree.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(location.origin), []);
  const url = `${origin}${withLanguagePath(language, invites.link.path)}`;
  const copy = () => copied.copy(url);
  return (
    <section className="invite-friends__box" aria-labelledby="invite-link-heading">
      <h2 id="invite-link-heading">{t('invite.page.link_heading')}</h2>
      <div className="invite-friends__link">
        <input
          readOnly
          value={url}
          dir="ltr"
          aria-labelledby="invite-link-heading"
          data-testid="invite-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          {t('invite.page.copy')}
        </button>
      </div>
      <p className="muted">
        {t('invite.page.link_expires', { date: formats.date(invites.link.expires_at) })}
      </p>
      <p role="status">
        {copied.state === 'copied' && t('invite.page.copied')}
        {copied.state === 'failed' && t('invite.page.copy_failed')}
      </p>
    </section>
  );
}
