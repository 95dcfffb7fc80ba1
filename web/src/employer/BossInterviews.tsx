import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, type TInterview, type TInterviewStatus } from '@talkhire/contracts';
import type { ChatDatabase } from '@talkhire/workers';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InterviewCard, InterviewListControls } from '../chat-cards';
import { useBossApi } from './boss-api';
import { useBossChat } from './boss-chat';
import { bossPaths } from './boss-paths';
import { useLiveQuery } from './use-live-query';

/**
 * The Boss's interviews (issue 13): every invitation they sent, by status, soonest or newest first,
 * each as the chat's card with its attendance and result buttons. A change in any tab arrives
 * through the chat store and the list is read again.
 */
export function BossInterviews({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useBossApi();
  const { db } = useBossChat();
  const [status, setStatus] = useState<TInterviewStatus | undefined>(undefined);
  const [sort, setSort] = useState(1);
  const [interviews, setInterviews] = useState<TInterview[] | null>(null);
  const changes = useLiveQuery(() => recordsVersion(db), [db], '');
  useEffect(() => {
    let live = true;
    void changes;
    api
      .call(
        endpoints.interviews.bossList,
        { query: { status: status ?? '', sort, page: 1, size: 100 } },
        { quiet: true },
      )
      .then((page) => live && setInterviews(page.interviews))
      .catch(() => live && setInterviews([]));
    return () => {
      live = false;
    };
  }, [api, status, sort, changes]);
  return (
    <section
      className="boss-interviews"
      aria-labelledby="boss-interviews-title"
      data-testid="boss-interviews"
    >
      <h2 id="boss-interviews-title">{t('interviews.list.title')}</h2>
      <InterviewListControls
        className="boss-interviews__toolbar"
        status={status}
        sort={sort}
        onChange={(next) => {
          setStatus(next.status);
          setSort(next.sort);
        }}
      />
      {interviews === null ? (
        <p aria-busy="true">{t('interviews.card.working')}</p>
      ) : interviews.length === 0 ? (
        <p className="boss-muted">
          {status ? t('interviews.list.empty_filtered') : t('interviews.list.empty_title')}
        </p>
      ) : (
        <ul className="boss-interviews__list">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <p className="boss-interviews__who">
                {interview.seeker_name}
                {' · '}
                <Link to={withLanguagePath(language, bossPaths.chat(interview.chat_id))}>
                  {t('interviews.list.open_chat')}
                </Link>
              </p>
              <InterviewCard interview={interview} party="recruiter" api={api} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Changes to any invitation of the store: the list is read again when one arrives. */
async function recordsVersion(db: ChatDatabase): Promise<string> {
  const records = await db.records.where('kind').equals('interview').toArray();
  return records.map((r) => `${r.key}:${r.kind === 'interview' ? r.record.updated_at : ''}`).join('|');
}
