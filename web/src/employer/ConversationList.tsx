import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { messagePreview, type TBossConversation } from '@talkhire/contracts';
import type { StoredMessage } from '@talkhire/workers';
import { Dexie } from 'dexie';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../ui/Avatar';
import { formatsFor } from '../ui/formats';
import { VerifiedBadge } from '../ui/VerifiedBadge';
import { useBossChat } from './boss-chat';
import { bossPaths } from './boss-paths';
import { useLiveQuery } from './use-live-query';

/** The Boss's conversations and new applicants, newest first, each a link to its view. */
export function ConversationList({
  language,
  conversations,
  selected,
  onShowMore,
}: {
  language: LanguageCode;
  conversations: TBossConversation[] | null;
  selected: TBossConversation | null;
  /** Null when every conversation is listed. */
  onShowMore: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { db } = useBossChat();
  const formats = formatsFor(language);
  const chatIds = (conversations ?? []).flatMap((c) => (c.chat_id === null ? [] : [c.chat_id]));
  // The latest stored message of each listed chat, from the worker's store.
  const latest = useLiveQuery(
    async () => {
      const found = await Promise.all(
        chatIds.map((id) =>
          db.messages.where('[chat_id+chat_seq]').between([id, Dexie.minKey], [id, Dexie.maxKey]).last(),
        ),
      );
      return new Map(found.flatMap((m) => (m ? [[m.chat_id, m] as const] : [])));
    },
    [db, chatIds.join(',')],
    new Map<number, StoredMessage>(),
  );
  return (
    <nav className="boss-list" aria-labelledby="boss-list-heading">
      <h2 id="boss-list-heading">{t('boss.conversations.heading')}</h2>
      {conversations?.length === 0 && <p className="boss-muted">{t('boss.conversations.empty')}</p>}
      <ul>
        {(conversations ?? []).map((c) => {
          const path =
            c.chat_id !== null ? bossPaths.chat(c.chat_id) : bossPaths.applicant(c.application_id ?? 0);
          const current = selected === c;
          return (
            <li key={`${c.chat_id ?? 'a'}-${c.application_id ?? 'c'}`}>
              <Link
                to={withLanguagePath(language, path)}
                className={`boss-list__item${current ? ' boss-list__item--current' : ''}`}
                aria-current={current ? 'page' : undefined}
                data-testid="boss-conversation"
              >
                <Avatar person={c.candidate} size={40} testId="boss-conversation-avatar" />
                <span className="boss-list__name">
                  {c.candidate.first_name} {c.candidate.last_name}
                  {c.candidate.identity_verified && (
                    <>
                      {' '}
                      <VerifiedBadge testId="boss-conversation-verified" />
                    </>
                  )}
                </span>
                <span className="boss-list__job">{c.job?.title ?? t('boss.conversations.no_job')}</span>
                {c.chat_id !== null && latest.get(c.chat_id) && (
                  <span className="boss-list__preview" dir="auto">
                    {previewOf(latest.get(c.chat_id)!, t)}
                  </span>
                )}
                <span className="boss-list__meta">
                  {c.chat_id === null && (
                    <span className="boss-tag">{t('boss.conversations.new_applicant')}</span>
                  )}
                  {c.status && (
                    <span className="boss-tag boss-tag--status">{t(`boss.status.${c.status}`)}</span>
                  )}
                  {c.unread_count > 0 && (
                    <span className="boss-unread">
                      <span aria-hidden="true">{formats.count(c.unread_count)}</span>
                      <span className="visually-hidden">
                        {t('boss.conversations.unread', { count: c.unread_count })}
                      </span>
                    </span>
                  )}
                  <time dateTime={c.updated_at}>{formats.dateTime(c.updated_at)}</time>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {onShowMore && (
        <button type="button" className="boss-link-button" onClick={onShowMore}>
          {t('boss.conversations.show_more')}
        </button>
      )}
    </nav>
  );
}

/** The seeker chat's one-line preview ('[Image]', '[File] name'), in the console's recalled wording. */
function previewOf(message: StoredMessage, t: (key: string) => string): string {
  return message.recalled ? t('boss.chat.recalled') : messagePreview(message.body, false, t);
}
