import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';
import { useNotificationPermission } from '../ui/use-notification-permission';
import { useScreenHead } from '../ui/use-page-head';
import { ChatList } from './ChatList';
import { useChat } from './ChatProvider';
import { Conversation } from './Conversation';
import { useChatCards } from './use-chat-cards';
import { useChatRows } from './use-chat-rows';
import { enableChatNotifications } from './web-push';
import './chat.css';
import { Redirect } from '../ui/Redirect';

/** `/chat` and `/chat/{chatId}` (spec §2): the conversation list beside the open conversation. */
export function ChatPage({ language }: { language: LanguageCode }) {
  useScreenHead('chat');
  const { user } = useSession();
  const location = useLocation();
  const chat = useChat();
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <Redirect
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(redirect)}`}
      />
    );
  }
  if (!chat) return null;
  return <ChatScreen language={language} client={chat} />;
}

function ChatScreen({
  language,
  client,
}: {
  language: LanguageCode;
  client: NonNullable<ReturnType<typeof useChat>>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const params = useParams();
  const openId = Number(params.chatId) || null;
  const { rows, me } = useChatRows(client);
  const cardsKey = (rows ?? []).map((r) => `${r.chat.id}:${r.chat.job_id}`).join(',');
  const cards = useChatCards(cardsKey);
  const open = rows?.find((r) => r.chat.id === openId);
  const [permission, setPermission] = useNotificationPermission();

  return (
    <main className="chat" data-testid="chat-page" data-chat-mode={client.mode}>
      <h1 className="visually-hidden">{t('chat.title')}</h1>
      {permission === 'default' && (
        <div className="chat__permission" role="note">
          <span>{t('chat.notifications_prompt')}</span>
          <button
            type="button"
            className="button"
            data-testid="chat-notifications"
            onClick={() => void enableChatNotifications(api).then(setPermission)}
          >
            {t('chat.notifications_enable')}
          </button>
        </div>
      )}
      <div className="chat__panes">
        <ChatList language={language} client={client} rows={rows} cards={cards} openId={openId} />
        {openId === null ? (
          <section className="chat__empty" data-testid="chat-empty">
            <p>{t(rows && rows.length === 0 ? 'chat.no_chats' : 'chat.pick_chat')}</p>
          </section>
        ) : open && me !== undefined ? (
          <Conversation
            key={openId}
            language={language}
            client={client}
            row={open}
            card={cards.get(openId)}
            me={me}
          />
        ) : rows ? (
          <section className="chat__empty" data-testid="chat-missing">
            <p>{t('chat.not_found')}</p>
          </section>
        ) : null}
      </div>
    </main>
  );
}
