import { endpoints, type TChatMessageBody } from '@talkhire/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { deviceUuid } from '../session/device-uuid';
import { Popover } from '../ui/Popover';
import {
  type AttachmentProblem,
  attachmentProblem,
  chatFileExtensions,
  chatImageTypes,
} from './attachment-check';
import { CommonPhrases } from './CommonPhrases';
import type { ChatClient } from './chat-client';
import { EmojiPicker } from './EmojiPicker';

const singleEmoji =
  /^\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)*$/u;

interface Attachment {
  file: File;
  kind: 'image' | 'file';
  preview: string | null;
}

/** Text with emoji and common phrases, image and file sending with a preview first. */
export function Composer({ client, chatId }: { client: ChatClient; chatId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<'emoji' | 'phrases' | null>(null);
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [problem, setProblem] = useState<AttachmentProblem | 'upload_failed' | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (attachment?.preview) URL.revokeObjectURL(attachment.preview);
    },
    [attachment],
  );

  const send = (body: TChatMessageBody) => void client.calls.send(chatId, body);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value) return;
    send(singleEmoji.test(value) ? { kind: 'emoji', emoji: value } : { kind: 'text', text: value });
    setText('');
    setPanel(null);
    input.current?.focus();
  };

  const choose = (kind: 'image' | 'file', files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const found = attachmentProblem(file, kind);
    setProblem(found);
    if (found) return;
    setAttachment({ file, kind, preview: kind === 'image' ? URL.createObjectURL(file) : null });
  };

  const sendAttachment = async () => {
    if (!attachment) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('files', attachment.file, attachment.file.name);
      form.append('filename', attachment.file.name);
      form.append('did', deviceUuid());
      const uploaded = await api.call(endpoints.chat.upload, { form });
      const { kind: _kind, ...file } = uploaded;
      send({ kind: uploaded.kind, ...file });
      // Another file chosen meanwhile stays, waiting for its own send.
      setAttachment((now) => (now === attachment ? null : now));
    } catch {
      setProblem('upload_failed');
    } finally {
      setUploading(false);
    }
  };

  return (
    <form className="composer" onSubmit={submit} data-testid="composer">
      {attachment && (
        <div className="composer__attachment" data-testid="composer-attachment">
          {attachment.preview ? (
            <img src={attachment.preview} alt={attachment.file.name} className="composer__preview" />
          ) : (
            <span className="composer__file">{attachment.file.name}</span>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={uploading}
            aria-busy={uploading}
            onClick={() => void sendAttachment()}
            data-testid="composer-send-attachment"
          >
            {t('chat.send')}
          </button>
          <button type="button" className="button" onClick={() => setAttachment(null)}>
            {t('chat.cancel')}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="composer__problem" data-testid="composer-problem">
          {t(`chat.attachment_${problem}`)}
        </p>
      )}
      <div className="composer__tools">
        <Popover
          open={panel === 'emoji'}
          onOpenChange={(open) => setPanel(open ? 'emoji' : null)}
          label={t('chat.emoji')}
          trigger={t('chat.emoji')}
          triggerTestId="composer-emoji"
        >
          <EmojiPicker onPick={(emoji) => setText((value) => value + emoji)} />
        </Popover>
        <Popover
          open={panel === 'phrases'}
          onOpenChange={(open) => setPanel(open ? 'phrases' : null)}
          label={t('chat.common_phrases')}
          trigger={t('chat.common_phrases')}
          triggerTestId="composer-phrases"
        >
          <CommonPhrases
            onPick={(phrase) => {
              setText(phrase);
              setPanel(null);
              input.current?.focus();
            }}
          />
        </Popover>
        <button type="button" onClick={() => imageInput.current?.click()} data-testid="composer-image">
          {t('chat.send_image')}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()} data-testid="composer-file">
          {t('chat.send_file')}
        </button>
        <input
          ref={imageInput}
          type="file"
          hidden
          accept={chatImageTypes.join(',')}
          onChange={(e) => {
            choose('image', e.target.files);
            e.target.value = '';
          }}
          data-testid="composer-image-input"
        />
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={chatFileExtensions.map((x) => `.${x}`).join(',')}
          onChange={(e) => {
            choose('file', e.target.files);
            e.target.value = '';
          }}
          data-testid="composer-file-input"
        />
      </div>
      <div className="composer__row">
        <textarea
          ref={input}
          className="composer__input"
          value={text}
          rows={2}
          maxLength={2000}
          aria-label={t('chat.message_label')}
          placeholder={t('chat.message_placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
          data-testid="composer-input"
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={!text.trim()}
          data-testid="composer-send"
        >
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
}
