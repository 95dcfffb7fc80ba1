import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useFormats } from '../ui/use-formats';
import { BellIcon } from './NotificationIcon';
import { badgeText } from './notification-link';
import { useLiveNotifications } from './use-live-notifications';
import './notification-center.css';

/** The header's bell (issue 17 §5): the unread count of the notification center, live, and the way to it. */
export function NotificationBell({ language, onNavigate }: { language: LanguageCode; onNavigate(): void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  useLiveNotifications();
  const count = useEndpointQuery(
    endpoints.notificationCenter.unreadCount,
    {},
    { staleTime: 30_000, quiet: true },
  );
  const unread = count.data?.unread ?? 0;
  const badge = badgeText(unread, formats.count);
  return (
    <Link
      to={withLanguagePath(language, '/notifications')}
      className="notification-bell"
      data-testid="notification-bell"
      onClick={onNavigate}
    >
      <BellIcon />
      <span className="visually-hidden">{t('notification_center.title')}</span>
      {badge && (
        <span className="notification-bell__badge" data-testid="notification-bell-count">
          <span aria-hidden="true">{badge}</span>
          <span className="visually-hidden">{t('notification_center.unread_count', { n: unread })}</span>
        </span>
      )}
    </Link>
  );
}
