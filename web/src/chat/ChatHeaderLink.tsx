import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useChat } from './ChatProvider';

// The store's code (Dexie) loads with the chat client, for signed-in seekers only.
const UnreadBadge = lazy(() => import('./UnreadBadge').then((m) => ({ default: m.UnreadBadge })));

/** The header's way to the chat, with the unread count of the conversation list. */
export function ChatHeaderLink({ language, onNavigate }: { language: LanguageCode; onNavigate(): void }) {
  const { t } = useTranslation();
  const chat = useChat();
  return (
    <Link to={withLanguagePath(language, '/chat')} data-testid="chat-link" onClick={onNavigate}>
      {t('chat.title')}
      {chat && (
        <Suspense fallback={null}>
          <UnreadBadge client={chat} />
        </Suspense>
      )}
    </Link>
  );
}
