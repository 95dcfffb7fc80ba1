import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type TBossConversation, type TBossMe } from '@talkhire/contracts';
import type { ChatCursor } from '@talkhire/workers';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { clearSession } from '../session/clear-session';
import { Tooltip } from '../ui/Tooltip';
import { useNotificationPermission } from '../ui/use-notification-permission';
import { BossInterviews } from './BossInterviews';
import { useBossApi } from './boss-api';
import { signOutOfChat, useBossChat } from './boss-chat';
import { bossPaths } from './boss-paths';
import { CandidatePanel } from './CandidatePanel';
import { ConversationList } from './ConversationList';
import { MessageView } from './MessageView';
import { useBossNotifications } from './use-boss-notifications';
import { useBossTitle } from './use-boss-title';
import { useLiveQuery } from './use-live-query';

const pageSize = 30;

/**
 * The console: conversations on the start side, the chosen conversation's messages in the middle,
 * the candidate with their application on the end side. The list comes from the API (names, jobs,
 * statuses) and is fetched again whenever the chat store changes (a new chat, a new message).
 */
export function BossConsole({
  language,
  view = 'conversations',
}: {
  language: LanguageCode;
  view?: 'conversations' | 'interviews';
}) {
  const { t } = useTranslation();
  const api = useBossApi();
  const navigate = useNavigate();
  const { db, status, mode } = useBossChat();
  useBossNotifications(language);
  const [permission, setPermission] = useNotificationPermission();
  const params = useParams();
  const chatId = params.chatId ? Number(params.chatId) : null;
  const applicationId = params.applicationId ? Number(params.applicationId) : null;
  const [me, setMe] = useState<TBossMe | null>(null);
  const [conversations, setConversations] = useState<TBossConversation[] | null>(null);
  const storeVersion = useLiveQuery(
    async () =>
      `${await db.chats.count()}:${await db.messages.count()}:${sumOfSeqs(await db.cursors.toArray())}`,
    [db],
    '',
  );

  useEffect(() => {
    void api.call(endpoints.bossConsole.me).then(setMe, () => undefined);
  }, [api]);

  // The list grows by pages of 30 ('Show more'); a refresh reads every page shown so far.
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState(0);
  const refresh = useCallback(async () => {
    const read = await Promise.all(
      Array.from({ length: pages }, (_, i) =>
        api.call(
          endpoints.bossConsole.conversations,
          { query: { page: i + 1, size: pageSize } },
          { quiet: true },
        ),
      ),
    );
    setConversations(read.flatMap((p) => p.conversations));
    setTotal(read[0]?.total_num ?? 0);
  }, [api, pages]);
  useEffect(() => {
    void storeVersion;
    // A burst of messages is one read of the list, not one per message.
    const timer = setTimeout(() => void refresh().catch(() => undefined), 250);
    return () => clearTimeout(timer);
  }, [refresh, storeVersion]);

  const selected =
    conversations?.find((c) =>
      chatId !== null ? c.chat_id === chatId : applicationId !== null && c.application_id === applicationId,
    ) ?? null;
  // The open conversation's candidate names the tab, else the list does.
  useBossTitle(
    selected
      ? `${selected.candidate.first_name} ${selected.candidate.last_name}`
      : t('boss.conversations.heading'),
  );

  const logout = async () => {
    await signOutOfChat().catch(() => undefined);
    await api.call(endpoints.accounts.logout, { body: { source: 'web' } }).catch(() => undefined);
    clearSession();
    navigate(withLanguagePath(language, bossPaths.login));
  };

  return (
    <div className="boss" data-chat-mode={mode}>
      <header className="boss-header">
        <p className="boss-brand">{t('boss.title')}</p>
        {me && (
          <p className="boss-header__who">
            {t('boss.header.signed_in_as', {
              name: `${me.first_name} ${me.last_name}`,
              company: me.company_name,
            })}
          </p>
        )}
        {status !== 'live' && status !== 'stopped' && (
          <p className="boss-header__status" role="status">
            {t('boss.chat.offline')}
          </p>
        )}
        {permission === 'default' && (
          <Tooltip content={t('chat.notifications_prompt')}>
            <button
              type="button"
              className="boss-link-button"
              data-testid="boss-notifications"
              onClick={() => void Notification.requestPermission().then(setPermission)}
            >
              {t('chat.notifications_enable')}
            </button>
          </Tooltip>
        )}
        <nav className="boss-header__nav" aria-label={t('boss.title')}>
          <Link
            to={withLanguagePath(language, bossPaths.conversations)}
            aria-current={view === 'conversations' ? 'page' : undefined}
          >
            {t('boss.conversations.heading')}
          </Link>
          <Link
            to={withLanguagePath(language, bossPaths.interviews)}
            aria-current={view === 'interviews' ? 'page' : undefined}
            data-testid="boss-interviews-link"
          >
            {t('interviews.list.title')}
          </Link>
        </nav>
        <button type="button" className="boss-link-button" onClick={() => void logout()}>
          {t('boss.header.logout')}
        </button>
      </header>
      {view === 'interviews' ? (
        <BossInterviews language={language} />
      ) : (
        <div className="boss-panes">
          <ConversationList
            language={language}
            conversations={conversations}
            selected={selected}
            onShowMore={(conversations?.length ?? 0) < total ? () => setPages((n) => n + 1) : null}
          />
          <MessageView
            language={language}
            conversation={selected}
            me={me}
            onChatOpened={(id) => {
              void refresh();
              navigate(withLanguagePath(language, bossPaths.chat(id)));
            }}
          />
          {selected && <CandidatePanel conversation={selected} onChanged={() => void refresh()} />}
        </div>
      )}
    </div>
  );
}

/** Every event applied moves its chat's cursor on, so this changes even when no count does (a read mark). */
function sumOfSeqs(cursors: ChatCursor[]): number {
  return cursors.reduce((sum, cursor) => sum + cursor.seq, 0);
}
