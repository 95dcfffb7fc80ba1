import type { ApiClient } from '@talkhire/client';
import { endpointPath, endpoints, type TChatCardBody } from '@talkhire/contracts';
import type { ChatParty } from '@talkhire/machines';
import { type ChatDatabase, recordKey } from '@talkhire/workers';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import './chat-cards.css';
import { ExchangeCard } from './ExchangeCard';
import { InterviewCard } from './InterviewCard';
import { OfferCard } from './OfferCard';

/**
 * A card message in a chat, on either side: the record it shows is read live from the chat store,
 * where every change of it arrives as its own event (so the card follows in every tab).
 */
export function ChatCard({
  body,
  db,
  party,
  api,
  otherName,
  jobseekerId,
}: {
  body: TChatCardBody;
  db: ChatDatabase;
  party: ChatParty;
  api: ApiClient;
  otherName: string;
  jobseekerId: number;
}) {
  const { t } = useTranslation();
  const key =
    body.kind === 'interview'
      ? recordKey('interview', body.interview_id)
      : body.kind === 'offer'
        ? recordKey('offer', body.offer_id)
        : body.kind === 'exchange'
          ? recordKey('exchange', body.exchange_id)
          : null;
  const stored = useLiveQuery(() => (key ? db.records.get(key) : undefined), [db, key]);
  if (body.kind === 'resume') {
    return (
      <article className="chat-card chat-card--resume" data-testid="resume-card">
        <h3 className="chat-card__title">{t('interviews.resume.sent')}</h3>
        {party === 'recruiter' ? (
          <a
            href={endpointPath(endpoints.bossConsole.resume, { jobseekerId, resumeId: body.resume_id })}
            download={body.filename}
            data-testid="resume-open"
          >
            <span className="visually-hidden">{t('interviews.resume.open')} </span>
            {body.filename}
          </a>
        ) : (
          <p>{body.filename}</p>
        )}
      </article>
    );
  }
  if (!stored) return <p className="chat-card chat-card--loading">{t('interviews.card.working')}</p>;
  switch (stored.kind) {
    case 'interview':
      return <InterviewCard interview={stored.record} party={party} api={api} />;
    case 'offer':
      return <OfferCard offer={stored.record} party={party} api={api} />;
    case 'exchange':
      return <ExchangeCard exchange={stored.record} party={party} api={api} otherName={otherName} />;
  }
}
