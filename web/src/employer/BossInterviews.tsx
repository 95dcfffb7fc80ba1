import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints, interviewStatuses, type TInterview, type TInterviewStatus } from '@talkhire/contracts';
import type { ChatDatabase } from '@talkhire/workers';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InterviewCard } from '../chat-cards';
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
  const statusId = useId();
  const sortId = useId();
  const [status, setStatus] = useState<TInterviewStatus | ''>('');
  const [sort, setSort] = useState(1);
  const [interviews, setInterviews] = useState<TInterview[] | null>(null);
  const changes = useLiveQuery(() => recordsVersion(db), [db], '');
  useEffect(() => {
    let live = true;
    void changes;
    api
      .call(endpoints.interviews.bossList, { query: { status, sort, page: 1, size: 100 } }, { quiet: true })
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
      <div className="boss-interviews__toolbar">
        <label htmlFor={statusId}>{t('interviews.list.filter_label')}</label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => setStatus(interviewStatuses.find((s) => s === event.target.value) ?? '')}
        >
          <option value="">{t('interviews.list.filter_all')}</option>
          {interviewStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`interviews.status.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor={sortId}>{t('interviews.list.sort_label')}</label>
        <select id={sortId} value={sort} onChange={(event) => setSort(Number(event.target.value))}>
          <option value={1}>{t('interviews.list.sort_soonest')}</option>
          <option value={2}>{t('interviews.list.sort_newest')}</option>
        </select>
      </div>
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
