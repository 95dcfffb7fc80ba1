import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TChatCard } from '@talkhire/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Virtuoso } from 'react-virtuoso';
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
  const confirm = useRef<HTMLDialogElement>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const notifications = useNotifications();

  const notInterested = (chatId: number) => {
    void client.calls.setChatState(chatId, { not_interested: true });
    setUndo(chatId);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setUndo(null), 8000);
  };
  const askDelete = (chatId: number) => {
    setDeleting(chatId);
    confirm.current?.showModal();
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
            onDelete={() => askDelete(row.chat.id)}
          />
        )}
      />
      <dialog
        ref={confirm}
        className="dialog"
        aria-labelledby="chat-delete-title"
        data-testid="chat-delete-dialog"
      >
        <h2 id="chat-delete-title">{t('chat.delete_title')}</h2>
        <p>{t('chat.delete_text')}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => confirm.current?.close()}>
            {t('chat.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="chat-delete-confirm"
            onClick={() => {
              if (deleting !== null) void client.calls.deleteChat(deleting);
              confirm.current?.close();
              notifications.toast(t('chat.deleted'));
            }}
          >
            {t('chat.delete')}
          </button>
        </div>
      </dialog>
      <Link className="visually-hidden" to={withLanguagePath(language, '/job-search')}>
        {t('chat.find_jobs')}
      </Link>
    </nav>
  );
}
