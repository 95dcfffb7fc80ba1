import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';
import type { ChatClient } from './chat-client';
import { visibleRows } from './chat-rows';
import { useChatRows } from './use-chat-rows';

/** The unread count of the conversation list, read live from the chat store (IndexedDB). */
export function UnreadBadge({ client }: { client: ChatClient }) {
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
