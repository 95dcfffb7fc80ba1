import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TChatCard } from '@talkhire/contracts';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Virtuoso } from 'react-virtuoso';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNotifications } from '../ui/notifications';
import { ChatListItem } from './ChatListItem';
import type { ChatClient } from './chat-client';
import { type ChatFilter, type ChatRow, jobsOf, visibleRows } from './chat-rows';

/** The conversation list (spec §2): filters all / unread / by job, the not-interested folder. */
export function ChatList({
  language,
  client,
  rows,
  cards,
  openId,
}: {
  language: LanguageCode;
  client: ChatClient;
  rows: ChatRow[] | undefined;
  cards: Map<number, TChatCard>;
  openId: number | null;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ChatFilter>({ kind: 'all' });
  // Spec §6: a company the seeker blocked and its Boss are not seen.
  const shown = useMemo(
    () => visibleRows(rows ?? [], filter).filter((row) => !cards.get(row.chat.id)?.company_blocked),
    [rows, filter, cards],
  );
  const jobs = useMemo(() => jobsOf([...cards.values()]), [cards]);
  const [undo, setUndo] = useState<number | null>(null);
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [deleting, setDeleting] = useState<{
    chatId: number;
    opener: RefObject<HTMLButtonElement | null>;
  } | null>(null);
  const notifications = useNotifications();

  const notInterested = (chatId: number) => {
    void client.calls.setChatState(chatId, { not_interested: true });
    setUndo(chatId);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setUndo(null), 8000);
  };
  const filterValue = filter.kind === 'job' ? `job:${filter.jobId}` : filter.kind;
  const setFilterValue = (value: string) =>
    setFilter(
      value.startsWith('job:') ? { kind: 'job', jobId: Number(value.slice(4)) } : { kind: value as 'all' },
    );

  return (
    <nav className="chat-list" aria-label={t('chat.list_label')} data-testid="chat-list">
      <fieldset className="chat-list__filters">
        <legend className="visually-hidden">{t('chat.filter_label')}</legend>
        {(['all', 'unread', 'not_interested'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={`chat-list__filter${filter.kind === kind ? ' chat-list__filter--on' : ''}`}
            aria-pressed={filter.kind === kind}
            onClick={() => setFilter({ kind })}
            data-testid={`chat-filter-${kind}`}
          >
            {t(`chat.filter_${kind}`)}
          </button>
        ))}
        {jobs.length > 0 && (
          <select
            aria-label={t('chat.filter_job')}
            value={filter.kind === 'job' ? filterValue : ''}
            onChange={(e) => setFilterValue(e.target.value || 'all')}
            data-testid="chat-filter-job"
          >
            <option value="">{t('chat.filter_job')}</option>
            {jobs.map((job) => (
              <option key={job.jobId} value={`job:${job.jobId}`}>
                {job.title}
              </option>
            ))}
          </select>
        )}
      </fieldset>
      {undo !== null && (
        <div className="chat-list__undo" role="status" data-testid="chat-undo">
          <span>{t('chat.moved_not_interested')}</span>
          <button
            type="button"
            className="button"
            onClick={() => {
              void client.calls.setChatState(undo, { not_interested: false });
              setUndo(null);
            }}
            data-testid="chat-undo-button"
          >
            {t('chat.undo')}
          </button>
        </div>
      )}
      {rows && shown.length === 0 && <p className="chat-list__none">{t(`chat.empty_${filter.kind}`)}</p>}
      <Virtuoso
        className="chat-list__rows"
        data={shown}
        computeItemKey={(_, row) => row.chat.id}
        itemContent={(_, row) => (
          <ChatListItem
            language={language}
            row={row}
            card={cards.get(row.chat.id)}
            open={row.chat.id === openId}
            onPin={() => void client.calls.setChatState(row.chat.id, { pinned: !row.chat.state?.pinned })}
            onMute={() => void client.calls.setChatState(row.chat.id, { muted: !row.chat.state?.muted })}
            onNotInterested={() =>
              row.chat.state?.not_interested
                ? void client.calls.setChatState(row.chat.id, { not_interested: false })
                : notInterested(row.chat.id)
            }
            onDelete={(opener) => setDeleting({ chatId: row.chat.id, opener })}
          />
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('chat.delete_title')}
        message={t('chat.delete_text')}
        confirmLabel={t('chat.delete')}
        cancelLabel={t('chat.cancel')}
        onConfirm={() => {
          if (deleting) void client.calls.deleteChat(deleting.chatId);
          setDeleting(null);
          notifications.toast(t('chat.deleted'));
        }}
        onCancel={() => setDeleting(null)}
        testId="chat-delete-dialog"
        confirmTestId="chat-delete-confirm"
        returnFocusTo={deleting?.opener}
      />
      <Link className="visually-hidden" to={withLanguagePath(language, '/job-search')}>
        {t('chat.find_jobs')}
      </Link>
    </nav>
  );
}
