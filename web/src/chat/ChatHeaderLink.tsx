import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormats } from '../ui/use-formats';
import { useChat } from './ChatProvider';
import type { ChatClient } from './chat-client';
import { visibleRows } from './chat-rows';
import { useChatRows } from './use-chat-rows';

/** The header's way to the chat, with the unread count of the conversation list. */
export function ChatHeaderLink({ language, onNavigate }: { language: LanguageCode; onNavigate(): void }) {
  const { t } = useTranslation();
  const chat = useChat();
  return (
    <Link to={withLanguagePath(language, '/chat')} data-testid="chat-link" onClick={onNavigate}>
      {t('chat.title')}
      {chat && <UnreadBadge client={chat} />}
    </Link>
  );
}

function UnreadBadge({ client }: { client: ChatClient }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { rows } = useChatRows(client);
  const unread = visibleRows(rows ?? [], { kind: 'all' }).reduce((sum, row) => sum + row.unread, 0);
  if (unread === 0) return null;
  return (
    <span className="chat-link__unread" data-testid="chat-link-unread">
      <span aria-hidden="true">{formats.count(unread)}</span>
      <span className="visually-hidden">{t('chat.unread_count', { n: unread })}</span>
    </span>
  );
}
