import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { messagePreview, type TChatCard } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { recruiterActivity } from '../job-detail/recruiter-activity';
import type { ChatRow } from './chat-rows';

/** One conversation: the Boss, company and job, last message, unread count, state and actions. */
export function ChatListItem({
  language,
  row,
  card,
  open,
  onPin,
  onMute,
  onNotInterested,
  onDelete,
}: {
  language: LanguageCode;
  row: ChatRow;
  card: TChatCard | undefined;
  open: boolean;
  onPin(): void;
  onMute(): void;
  onNotInterested(): void;
  onDelete(): void;
}) {
  const { t, i18n } = useTranslation();
  const { chat, last, unread } = row;
  const state = chat.state;
  const activity = card?.last_active_at ? recruiterActivity(card.last_active_at) : null;
  const time = last
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(last.sent_at),
      )
    : '';
  return (
    <div
      className={`chat-item${open ? ' chat-item--open' : ''}`}
      data-testid="chat-item"
      data-chat-id={chat.id}
    >
      <Link
        className="chat-item__link"
        to={withLanguagePath(language, `/chat/${chat.id}`)}
        aria-current={open ? 'page' : undefined}
      >
        <span className="chat-item__top">
          <strong className="chat-item__name">{card?.counterpart_name ?? t('chat.boss')}</strong>
          {state?.pinned && (
            <span className="chat-item__badge" data-testid="chat-pinned">
              {t('chat.pinned')}
            </span>
          )}
          {state?.muted && (
            <span className="chat-item__badge" data-testid="chat-muted">
              {t('chat.muted')}
            </span>
          )}
          <time className="chat-item__time">{time}</time>
        </span>
        <span className="chat-item__meta">
          {card?.company_name}
          {card?.job_title ? ` · ${card.job_title}` : ''}
          {activity ? ` · ${t(`job.recruiter.${activity}`)}` : ''}
        </span>
        <span className="chat-item__preview" data-testid="chat-preview" dir="auto">
          {last ? messagePreview(last.body, last.recalled ?? false, t) : ''}
        </span>
        {unread > 0 && (
          <span
            className="chat-item__unread"
            data-testid="chat-unread"
            title={t('chat.unread_count', { n: unread })}
          >
            <span aria-hidden="true">{new Intl.NumberFormat(i18n.language).format(unread)}</span>
            <span className="visually-hidden">{t('chat.unread_count', { n: unread })}</span>
          </span>
        )}
      </Link>
      <div className="chat-item__actions">
        <button type="button" onClick={onPin} data-testid="chat-pin">
          {t(state?.pinned ? 'chat.unpin' : 'chat.pin')}
        </button>
        <button type="button" onClick={onMute} data-testid="chat-mute">
          {t(state?.muted ? 'chat.unmute' : 'chat.mute')}
        </button>
        <button type="button" onClick={onNotInterested} data-testid="chat-not-interested">
          {t(state?.not_interested ? 'chat.interested_again' : 'chat.not_interested')}
        </button>
        <button type="button" onClick={onDelete} data-testid="chat-delete">
          {t('chat.delete')}
        </button>
      </div>
    </div>
  );
}
