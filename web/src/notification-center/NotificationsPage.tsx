import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type TNotification } from '@talkhire/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useEndpointInfiniteQuery, useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { useFormats } from '../ui/use-formats';
import { usePageHead } from '../ui/use-page-head';
import { NotificationIcon } from './NotificationIcon';
import { notificationLink } from './notification-link';
import { notificationText } from './notification-text';
import './notification-center.css';
import { Redirect } from '../ui/Redirect';

const api = endpoints.notificationCenter;
const changes = [api.list, api.unreadCount] as const;

/**
 * `/notifications` (issue 17 §5): every notice of the seeker, newest first, a page at a time;
 * opening one marks it read, and all can be marked read at once. Guests sign in first.
 */
export function NotificationsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  usePageHead({ title: t('notification_center.title'), description: null });
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`}
      />
    );
  }
  return <NotificationCenter language={language} />;
}

function NotificationCenter({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useEndpointInfiniteQuery(
    api.list,
    { query: unreadOnly ? { unread: '1' } : {} },
    {
      pageOf: (input, page) => ({ query: { ...input.query, page } }),
      nextPage: (last) => (last.has_more ? last.page + 1 : undefined),
    },
  );
  const count = useEndpointQuery(api.unreadCount, {});
  const markAll = useEndpointMutation(api.markAllRead, { invalidates: changes });
  const markOne = useEndpointMutation(api.markRead, { invalidates: changes });
  const notices = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = count.data?.unread ?? 0;

  return (
    <main className="notification-center" data-testid="notifications-page">
      <div className="notification-center__head">
        <h1 id={headingId}>{t('notification_center.title')}</h1>
        <button
          type="button"
          className="button"
          data-testid="mark-all-read"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate({})}
        >
          {t('notification_center.mark_all_read')}
        </button>
      </div>
      <fieldset className="notification-center__filters">
        <legend className="visually-hidden">{t('notification_center.filter')}</legend>
        <button
          type="button"
          aria-pressed={!unreadOnly}
          data-testid="filter-all"
          onClick={() => setUnreadOnly(false)}
        >
          {t('notification_center.all')}
        </button>
        <button
          type="button"
          aria-pressed={unreadOnly}
          data-testid="filter-unread"
          onClick={() => setUnreadOnly(true)}
        >
          {t('notification_center.unread_only')}
        </button>
      </fieldset>
      {list.isPending ? (
        <p aria-busy="true">{t('notification_center.loading')}</p>
      ) : notices.length === 0 ? (
        <div className="notification-center__empty" data-testid="notifications-empty">
          <p>{t(unreadOnly ? 'notification_center.empty_unread' : 'notification_center.empty')}</p>
          <p className="muted">{t('notification_center.empty_hint')}</p>
        </div>
      ) : (
        <ul className="notification-list" aria-labelledby={headingId} data-testid="notification-list">
          {notices.map((notice) => (
            <NotificationItem
              key={notice.id}
              notice={notice}
              language={language}
              onOpen={() => {
                if (notice.read_at === null) markOne.mutate({ params: { id: notice.id } });
              }}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button notification-center__more"
          data-testid="notifications-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('notification_center.load_more')}
        </button>
      )}
    </main>
  );
}

function NotificationItem({
  notice,
  language,
  onOpen,
}: {
  notice: TNotification;
  language: LanguageCode;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { title, body } = notificationText(notice, t);
  const link = notificationLink(notice, language);
  const unread = notice.read_at === null;
  const content = (
    <>
      <NotificationIcon kind={notice.kind} />
      <span className="notification-item__text">
        <span className="notification-item__title">
          {unread && <span className="visually-hidden">{`${t('notification_center.unread')}: `}</span>}
          {title}
        </span>
        <span className="notification-item__body">{body}</span>
        <time className="notification-item__time muted" dateTime={notice.created_at}>
          {formats.ago(notice.created_at)}
        </time>
      </span>
      {unread && <span className="notification-item__dot" aria-hidden="true" />}
    </>
  );
  return (
    <li
      className={`notification-item${unread ? ' notification-item--unread' : ''}`}
      data-testid="notification-item"
      data-kind={notice.kind}
      data-unread={unread ? 'true' : 'false'}
    >
      {link ? (
        <Link to={link} className="notification-item__open" onClick={onOpen}>
          {content}
        </Link>
      ) : (
        <button type="button" className="notification-item__open" onClick={onOpen} aria-disabled={!unread}>
          {content}
        </button>
      )}
    </li>
  );
}
