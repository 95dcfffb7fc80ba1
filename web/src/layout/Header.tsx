import { employerLink } from '@talkhire/client';
import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLogout } from '../auth';
import { ChatHeaderLink } from '../chat';
import { useEdition } from '../edition/edition-context';
import { NotificationBell } from '../notification-center';
import { useSession } from '../session/session-context';
import { Avatar } from '../ui/Avatar';
import { EditionSwitcher } from './EditionSwitcher';
import { InterviewRedDot } from './InterviewRedDot';
import { LanguageSwitcher } from './LanguageSwitcher';

const employerHost = import.meta.env.VITE_EMPLOYER_URL ?? 'http://localhost:3001';

export function Header({ language, rest }: { language: LanguageCode; rest: string }) {
  const { search } = useLocation();
  const { t } = useTranslation();
  const { edition } = useEdition();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu (it lies over the page) and puts focus back on its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const { user } = useSession();
  const logout = useLogout(language);
  const to = (path: string) => withLanguagePath(language, path);
  return (
    <header className="header">
      <div className="header__inner">
        <Link to={to('/')} className="brand" aria-label={t('brand.name')}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{t('brand.name')}</span>
        </Link>
        {/* Outside the menu, so a phone shows the unread count without opening it. */}
        {user && (
          <div className="header__bell">
            <NotificationBell language={language} onNavigate={() => setMenuOpen(false)} />
          </div>
        )}
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          data-testid="menu-toggle"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? t('header.close_menu') : t('header.open_menu')}</span>
          <span aria-hidden="true" className="menu-toggle__bars" />
        </button>
        {/* Wide screens show the menu as one row; narrow ones open it under the header (styles.css). */}
        <nav
          id="main-menu"
          className={`header__menu${menuOpen ? ' header__menu--open' : ''}`}
          aria-label={t('header.main_navigation')}
        >
          <Link to={to('/')} className="header__home" onClick={() => setMenuOpen(false)}>
            {t('header.home')}
          </Link>
          <Link to={to('/remote-jobs')} onClick={() => setMenuOpen(false)}>
            {t('header.remote_jobs')}
          </Link>
          <Link to={to('/companies')} data-testid="companies-link" onClick={() => setMenuOpen(false)}>
            {t('companies.header_link')}
          </Link>
          {user && (
            <Link to={to('/my-jobs')} data-testid="my-jobs-link" onClick={() => setMenuOpen(false)}>
              {t('myJobs.header_link')}
              <InterviewRedDot />
            </Link>
          )}
          {user && (
            <Link to={to('/applied-jobs')} data-testid="applied-jobs-link" onClick={() => setMenuOpen(false)}>
              {t('apply.list.header_link')}
            </Link>
          )}
          {user && <ChatHeaderLink language={language} onNavigate={() => setMenuOpen(false)} />}
          {user && (
            <Link to={to('/profile')} data-testid="profile-link" onClick={() => setMenuOpen(false)}>
              {t('profile_page.header_link')}
            </Link>
          )}
          <div className="header__spacer" />
          <EditionSwitcher language={language} />
          <LanguageSwitcher language={language} rest={rest} />
          {user && <Avatar person={user} size={32} className="header__avatar" testId="header-avatar" />}
          {user ? (
            <button
              type="button"
              className="header__account"
              data-testid="logout"
              onClick={() => void logout()}
            >
              {t('auth.log_out')}
              <span className="visually-hidden">{` ${user.first_name}`}</span>
            </button>
          ) : (
            rest !== '/get-started' && (
              <Link
                className="button header__get-started"
                data-testid="get-started"
                to={`${to('/get-started')}?redirect=${encodeURIComponent(`${to(rest)}${search}`)}`}
              >
                {t('header.get_started')}
              </Link>
            )
          )}
          <a
            className="header__employer"
            data-testid="employer-link"
            href={employerLink({ host: employerHost, path: 'boss', country: edition.key, language })}
          >
            {t('header.im_employer')}
          </a>
        </nav>
      </div>
    </header>
  );
}
