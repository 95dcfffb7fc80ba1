import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { messagePreview, type TChatCard } from '@talkhire/contracts';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Menu } from '../ui/Menu';
import { recruiterActivity } from '../ui/recruiter-activity';
import { useFormats } from '../ui/use-formats';
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
  /** `opener`: where focus returns when the question is answered. */
  onDelete(opener: RefObject<HTMLButtonElement | null>): void;
}) {
  const { t } = useTranslation();
  const actions = useRef<HTMLButtonElement>(null);
  const formats = useFormats();
  const { chat, last, unread } = row;
  const state = chat.state;
  const activity = card?.last_active_at ? recruiterActivity(card.last_active_at) : null;
  const time = last ? formats.dateTime(last.sent_at) : '';
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
          <span className="chat-item__unread" data-testid="chat-unread">
            <span aria-hidden="true">{formats.count(unread)}</span>
            <span className="visually-hidden">{t('chat.unread_count', { n: unread })}</span>
          </span>
        )}
      </Link>
      <div className="chat-item__actions">
        <Menu
          label={t('chat.actions_for', { name: card?.counterpart_name ?? t('chat.boss') })}
          triggerTestId="chat-actions"
          triggerRef={actions}
          items={[
            {
              key: 'pin',
              label: t(state?.pinned ? 'chat.unpin' : 'chat.pin'),
              onSelect: onPin,
              testId: 'chat-pin',
            },
            {
              key: 'mute',
              label: t(state?.muted ? 'chat.unmute' : 'chat.mute'),
              onSelect: onMute,
              testId: 'chat-mute',
            },
            {
              key: 'not-interested',
              label: t(state?.not_interested ? 'chat.interested_again' : 'chat.not_interested'),
              onSelect: onNotInterested,
              testId: 'chat-not-interested',
            },
            {
              key: 'delete',
              label: t('chat.delete'),
              onSelect: () => onDelete(actions),
              testId: 'chat-delete',
            },
          ]}
        >
          <MoreIcon />
        </Menu>
      </div>
    </div>
  );
}

/** Three dots: the usual sign of "more actions". */
function MoreIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}
