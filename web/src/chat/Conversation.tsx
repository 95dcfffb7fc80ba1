import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TChatCard } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { ChatActionsBar } from '../chat-cards';
import { jobPath } from '../paths/job-path';
import { recruiterActivity } from '../ui/recruiter-activity';
import { Composer } from './Composer';
import type { ChatClient } from './chat-client';
import type { ChatRow } from './chat-rows';
import { MessageList } from './MessageList';

/** The open conversation: who it is with and about, the messages, and the composer. */
export function Conversation({
  language,
  client,
  row,
  card,
  me,
}: {
  language: LanguageCode;
  client: ChatClient;
  row: ChatRow;
  card: TChatCard | undefined;
  me: number;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const activity = card?.last_active_at ? recruiterActivity(card.last_active_at) : null;
  return (
    <section className="conversation" aria-label={t('chat.conversation_label')} data-testid="conversation">
      <header className="conversation__header">
        <Link className="conversation__back" to={withLanguagePath(language, '/chat')}>
          {t('chat.back')}
        </Link>
        <div>
          <h2 className="conversation__name" data-testid="conversation-name">
            {card?.counterpart_name ?? t('chat.boss')}
            {activity && (
              <span className="conversation__activity">{` · ${t(`job.recruiter.${activity}`)}`}</span>
            )}
          </h2>
          <p className="conversation__meta">
            {card?.company_name}
            {card?.job_id && card.job_title ? (
              <>
                {' · '}
                <Link to={jobPath(language, { id: card.job_id, title: card.job_title })}>
                  {card.job_title}
                </Link>
              </>
            ) : null}
          </p>
        </div>
      </header>
      <MessageList
        client={client}
        row={row}
        me={me}
        counterpartName={card?.counterpart_name ?? t('chat.boss')}
      />
      {card?.company_blocked ? (
        <p className="conversation__blocked" role="note" data-testid="conversation-blocked">
          {t('chat.blocked_notice')}
        </p>
      ) : (
        <>
          <ChatActionsBar
            chatId={row.chat.id}
            party="jobseeker"
            api={api}
            lastSeq={row.last?.chat_seq ?? 0}
          />
          <Composer client={client} chatId={row.chat.id} />
        </>
      )}
    </section>
  );
}
