import type { LanguageCode } from '@talkhire/config';
import {
  endpointPath,
  endpoints,
  isChatCardBody,
  type TBossConversation,
  type TBossMe,
} from '@talkhire/contracts';
import type { StoredMessage } from '@talkhire/workers';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatActionsBar, ChatCard } from '../chat-cards';
import { Avatar } from '../ui/Avatar';
import { useFormats } from '../ui/use-formats';
import { VerifiedBadge } from '../ui/VerifiedBadge';
import { useBossApi } from './boss-api';
import { useBossChat } from './boss-chat';
import { Composer } from './Composer';
import { InviteForm } from './InviteForm';
import { OfferForm } from './OfferForm';
import { useLiveQuery } from './use-live-query';

/**
 * The chosen conversation: messages read from the chat store (the worker keeps it current), read
 * receipts both ways, and the composer. An applicant without a chat gets a 'Start a chat' button.
 */
export function MessageView({
  conversation,
  me,
  onChatOpened,
}: {
  language: LanguageCode;
  conversation: TBossConversation | null;
  me: TBossMe | null;
  onChatOpened: (chatId: number) => void;
}) {
  const { t } = useTranslation();
  const api = useBossApi();
  const [opening, setOpening] = useState(false);
  if (!conversation) {
    return (
      <section className="boss-chat boss-chat--empty">
        <p className="boss-muted">{t('boss.chat.select')}</p>
      </section>
    );
  }
  const name = `${conversation.candidate.first_name} ${conversation.candidate.last_name}`;
  if (conversation.chat_id === null) {
    // A row without a chat is an application (ZBossConversation: one of the two is always set).
    const applicationId = conversation.application_id;
    const start = async () => {
      if (applicationId === null) return;
      setOpening(true);
      try {
        const opened = await api.call(endpoints.bossConsole.openChat, {
          body: { application_id: applicationId },
        });
        onChatOpened(opened.chat_id);
      } finally {
        setOpening(false);
      }
    };
    return (
      <section className="boss-chat boss-chat--empty" aria-label={t('boss.chat.messages', { name })}>
        <p>{t('boss.chat.applicant_intro', { name, job: conversation.job?.title ?? '' })}</p>
        <button type="button" className="button boss-button" disabled={opening} onClick={() => void start()}>
          {t('boss.chat.start')}
        </button>
      </section>
    );
  }
  return (
    <ChatMessages chatId={conversation.chat_id} name={name} me={me} candidate={conversation.candidate} />
  );
}

function ChatMessages({
  chatId,
  name,
  me,
  candidate,
}: {
  chatId: number;
  name: string;
  me: TBossMe | null;
  candidate: TBossConversation['candidate'];
}) {
  const jobseekerId = candidate.id;
  const { t } = useTranslation();
  const formats = useFormats();
  const api = useBossApi();
  const { calls, db } = useBossChat();
  const myUserId = me?.user_id ?? null;
  const [form, setForm] = useState<'invite' | 'offer' | null>(null);
  const messages = useLiveQuery(
    async () => sortMessages(await db.messages.filter((m) => m.chat_id === chatId).toArray()),
    [db, chatId],
    [] as StoredMessage[],
  );
  const chat = useLiveQuery(() => db.chats.get(chatId), [db, chatId], undefined);
  const end = useRef<HTMLLIElement>(null);

  const lastFromThem = Math.max(
    0,
    ...messages.filter((m) => m.sender_user_id !== myUserId && m.chat_seq).map((m) => m.chat_seq ?? 0),
  );
  const lastSeq = Math.max(0, ...messages.map((m) => m.chat_seq ?? 0));
  useEffect(() => {
    if (lastFromThem > 0) void calls.markRead(chatId, lastFromThem);
  }, [calls, chatId, lastFromThem]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const theirRead = chat
    ? Math.max(
        0,
        ...Object.entries(chat.read_up_to)
          .filter(([id]) => Number(id) !== myUserId)
          .map(([, seq]) => seq),
      )
    : 0;

  return (
    <section className="boss-chat" aria-label={t('boss.chat.messages', { name })}>
      <h2 className="boss-chat__title">
        <Avatar person={candidate} size={32} testId="boss-chat-avatar" />
        {name}
        {candidate.identity_verified && <VerifiedBadge testId="boss-chat-verified" />}
      </h2>
      <ol className="boss-messages" aria-live="polite" data-testid="boss-messages">
        {messages.length === 0 && <li className="boss-muted">{t('boss.chat.empty')}</li>}
        {messages.map((m) => {
          const mine = m.sender_user_id === myUserId;
          return (
            <li key={m.client_id} className={`boss-message${mine ? ' boss-message--mine' : ''}`}>
              <span className="visually-hidden">{mine ? t('boss.chat.you') : name}</span>
              {isChatCardBody(m.body) ? (
                <ChatCard
                  body={m.body}
                  db={db}
                  party="recruiter"
                  api={api}
                  otherName={name}
                  jobseekerId={jobseekerId}
                />
              ) : (
                <MessageBody message={m} />
              )}
              <span className="boss-message__meta">
                <time dateTime={m.sent_at}>{formats.time(m.sent_at)}</time>
                {mine && m.state === 'sending' && <span>{t('boss.chat.sending')}</span>}
                {mine && m.state === 'sent' && m.chat_seq !== undefined && m.chat_seq <= theirRead && (
                  <span>{t('boss.chat.read')}</span>
                )}
                {m.state === 'failed' && (
                  <>
                    <span className="boss-error">
                      {m.error_code === undefined
                        ? t('boss.chat.failed')
                        : t(String(m.error_code), { ns: 'errors' })}
                    </span>
                    <button
                      type="button"
                      className="boss-link-button"
                      onClick={() => void calls.resend(m.client_id)}
                    >
                      {t('boss.chat.retry')}
                    </button>
                  </>
                )}
              </span>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" className="boss-messages__end" />
      </ol>
      <ChatActionsBar chatId={chatId} party="recruiter" api={api} lastSeq={lastSeq}>
        <button
          type="button"
          className="button"
          aria-expanded={form === 'invite'}
          onClick={() => setForm(form === 'invite' ? null : 'invite')}
          data-testid="action-invite"
        >
          {t('interviews.actions.invite')}
        </button>
        <button
          type="button"
          className="button"
          aria-expanded={form === 'offer'}
          onClick={() => setForm(form === 'offer' ? null : 'offer')}
          data-testid="action-offer"
        >
          {t('interviews.actions.send_offer')}
        </button>
      </ChatActionsBar>
      {form === 'invite' && me && <InviteForm chatId={chatId} me={me} onDone={() => setForm(null)} />}
      {form === 'offer' && <OfferForm chatId={chatId} onDone={() => setForm(null)} />}
      <Composer chatId={chatId} />
    </section>
  );
}

function MessageBody({ message }: { message: StoredMessage }) {
  const { t } = useTranslation();
  const { body } = message;
  if (message.recalled || body.kind === 'recalled')
    return <p className="boss-muted">{t('boss.chat.recalled')}</p>;
  switch (body.kind) {
    case 'text':
      return (
        <p className="boss-message__text" dir="auto">
          {body.text}
        </p>
      );
    case 'emoji':
      return <p className="boss-message__emoji">{body.emoji}</p>;
    case 'image':
      return (
        <a href={fileHref(body.file_id)} target="_blank" rel="noreferrer">
          <img className="boss-message__image" src={fileHref(body.file_id)} alt={body.name} />
        </a>
      );
    case 'file':
      return (
        <a className="boss-message__file" href={fileHref(body.file_id)} download={body.name}>
          {t('boss.chat.download', { name: body.name })}
        </a>
      );
  }
}

/** Chat order: stored messages by their place in the chat, messages still sending after them. */
function sortMessages(messages: StoredMessage[]): StoredMessage[] {
  return messages.sort(
    (a, b) =>
      (a.chat_seq ?? Number.MAX_SAFE_INTEGER) - (b.chat_seq ?? Number.MAX_SAFE_INTEGER) ||
      a.sent_at.localeCompare(b.sent_at),
  );
}

function fileHref(fileId: string): string {
  return endpointPath(endpoints.chat.file, { fileId });
}
