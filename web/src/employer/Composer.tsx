import { chatLimits, endpoints } from '@talkhire/contracts';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceUuid } from '../session/device-uuid';
import { useBossApi } from './boss-api';
import { useBossChat } from './boss-chat';

/**
 * Writing to the candidate: text (Enter sends, Shift+Enter is a new line) and a file or image,
 * uploaded first (`endpoints.chat.upload`, spec §7 General), then sent as a message naming it.
 * A send goes to the worker's outbox at once and survives a dropped connection.
 */
export function Composer({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const api = useBossApi();
  const chat = useBossChat();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    await chat.calls.send(chatId, { kind: 'text', text: message });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };
  const attach = async (file: File) => {
    setUploading(true);
    try {
      const form = new FormData();
      form.append('filename', file.name);
      form.append('did', deviceUuid());
      form.append('files', file, file.name);
      const stored = await api.call(endpoints.chat.upload, { form });
      await chat.calls.send(chatId, {
        kind: stored.kind,
        file_id: stored.file_id,
        name: stored.name,
        size: stored.size,
        mime: stored.mime,
      });
    } catch {
      // The API client has shown the refusal (type, size) as a toast.
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form className="boss-composer" onSubmit={(e) => void send(e)}>
      <label className="visually-hidden" htmlFor="boss-message">
        {t('boss.chat.message_label')}
      </label>
      <textarea
        id="boss-message"
        rows={2}
        maxLength={chatLimits.textMax}
        placeholder={t('boss.chat.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <label className="boss-attach">
        <span>{uploading ? t('boss.chat.uploading') : t('boss.chat.attach')}</span>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          disabled={uploading}
          data-testid="boss-attach"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void attach(file);
          }}
        />
      </label>
      <button type="submit" className="button boss-button" disabled={!text.trim()}>
        {t('boss.chat.send')}
      </button>
    </form>
  );
}
