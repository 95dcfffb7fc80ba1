import { chatLimits, endpointPath, endpoints, isChatCardBody } from '@talkhire/contracts';
import type { StoredMessage } from '@talkhire/workers';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { ChatCard } from '../chat-cards';
import { useFormats } from '../ui/use-formats';
import type { ChatClient } from './chat-client';

/** One message: its content by kind, its state (sending, sent, read, failed) and its actions. */
export function MessageBubble({
  client,
  message,
  mine,
  readByOther,
  counterpartName,
  jobseekerId,
}: {
  client: ChatClient;
  message: StoredMessage;
  mine: boolean;
  readByOther: number;
  counterpartName: string;
  jobseekerId: number;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const formats = useFormats();
  const { body } = message;
  const canRecall =
    mine &&
    !message.recalled &&
    message.id !== undefined &&
    message.state === 'sent' &&
    !isChatCardBody(body) &&
    Date.now() - new Date(message.sent_at).getTime() < chatLimits.recallMs;
  const status =
    message.state === 'sent' && message.chat_seq !== undefined && readByOther >= message.chat_seq
      ? 'read'
      : message.state;
  return (
    <div
      className={`message${mine ? ' message--mine' : ''}`}
      data-testid="message"
      data-state={status}
      data-kind={body.kind}
    >
      <div className="message__bubble">
        {message.recalled || body.kind === 'recalled' ? (
          <em className="message__recalled" data-testid="message-recalled">
            {t('chat.message_recalled')}
          </em>
        ) : body.kind === 'text' ? (
          <p className="message__text" dir="auto">
            {body.text}
          </p>
        ) : body.kind === 'emoji' ? (
          <p className="message__emoji">{body.emoji}</p>
        ) : isChatCardBody(body) ? (
          <ChatCard
            body={body}
            db={client.db}
            party="jobseeker"
            api={api}
            otherName={counterpartName}
            jobseekerId={jobseekerId}
          />
        ) : body.kind === 'image' ? (
          <a href={fileHref(body.file_id)} target="_blank" rel="noreferrer">
            <img className="message__image" src={fileHref(body.file_id)} alt={body.name} loading="lazy" />
          </a>
        ) : (
          <a
            className="message__file"
            href={fileHref(body.file_id)}
            download={body.name}
            data-testid="message-file"
          >
            {t('chat.file_label', { name: body.name, size: formats.fileSize(body.size) })}
          </a>
        )}
      </div>
      <div className="message__footer">
        <time dateTime={message.sent_at}>{formats.time(message.sent_at)}</time>
        {mine && (
          <span className="message__status" data-testid="message-status">
            {t(`chat.status_${status}`)}
          </span>
        )}
        {message.state === 'failed' && message.error_code !== undefined && (
          <span className="message__error" role="alert" data-testid="message-error">
            {t(String(message.error_code), { ns: 'errors' })}
          </span>
        )}
        {message.state === 'failed' && (
          <button
            type="button"
            onClick={() => void client.calls.resend(message.client_id)}
            data-testid="message-resend"
          >
            {t('chat.resend')}
          </button>
        )}
        {canRecall && (
          <button
            type="button"
            onClick={() => message.id !== undefined && void client.calls.recall(message.id)}
            data-testid="message-recall"
          >
            {t('chat.recall')}
          </button>
        )}
        <button
          type="button"
          onClick={() => void client.calls.hideMessage(message.client_id)}
          data-testid="message-delete"
        >
          {t('chat.delete_for_me')}
        </button>
      </div>
    </div>
  );
}

function fileHref(fileId: string): string {
  return endpointPath(endpoints.chat.file, { fileId });
}
