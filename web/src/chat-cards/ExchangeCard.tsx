import type { ApiClient } from '@talkhire/client';
import { endpoints, type TChatExchange, type TResume } from '@talkhire/contracts';
import { type ChatParty, chatExchangeMachine, restoreLifecycle } from '@talkhire/machines';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardAction } from './use-card-action';

/**
 * A mobile-number exchange or a resume request (spec §4): the side that did not ask accepts or
 * declines; a finished exchange shows both numbers, a finished request the resume sent.
 */
export function ExchangeCard({
  exchange,
  party,
  api,
  otherName,
}: {
  exchange: TChatExchange;
  party: ChatParty;
  api: ApiClient;
  otherName: string;
}) {
  const { t } = useTranslation();
  const { busy, error, run } = useCardAction();
  const snapshot = restoreLifecycle(chatExchangeMachine, exchange.status, {
    kind: exchange.kind,
    requestedBy: exchange.requested_by,
  });
  const answerable = snapshot.can({ type: 'ACCEPT', by: party });
  const mine = exchange.requested_by === party;
  const answer = (accept: boolean, resumeId?: number) =>
    void run(() =>
      api.call(
        endpoints.interviews.answerExchange,
        {
          params: { id: exchange.id },
          body: { accept, ...(resumeId === undefined ? {} : { resume_id: resumeId }) },
        },
        { quiet: true },
      ),
    );
  const title =
    exchange.kind === 'mobile'
      ? t('interviews.exchange.mobile_title')
      : t('interviews.exchange.resume_title');
  return (
    <article
      className="chat-card chat-card--exchange"
      aria-label={title}
      data-testid="exchange-card"
      data-status={exchange.status}
    >
      <header className="chat-card__header">
        <h3 className="chat-card__title">{title}</h3>
        {exchange.status === 'declined' && (
          <span className="chat-card__status">{t('interviews.exchange.declined')}</span>
        )}
      </header>
      {exchange.status === 'requested' && (
        <p>
          {mine
            ? t(`interviews.exchange.${exchange.kind}_requested_by_you`)
            : t(`interviews.exchange.${exchange.kind}_requested_by_them`, { name: otherName })}
        </p>
      )}
      {exchange.numbers && (
        <dl className="chat-card__facts" data-testid="exchange-numbers">
          <dt>{t('interviews.exchange.your_number')}</dt>
          <dd dir="ltr">{exchange.numbers[party]}</dd>
          <dt>{t('interviews.exchange.their_number')}</dt>
          <dd dir="ltr">{exchange.numbers[party === 'jobseeker' ? 'recruiter' : 'jobseeker']}</dd>
        </dl>
      )}
      {exchange.resume && (
        <p>{t('interviews.exchange.finished_resume', { name: exchange.resume.filename })}</p>
      )}
      {answerable &&
        (exchange.kind === 'resume' ? (
          <ResumeChoice
            api={api}
            busy={busy}
            onSend={(id) => answer(true, id)}
            onDecline={() => answer(false)}
          />
        ) : (
          <div className="chat-card__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => answer(true)}
              data-testid="exchange-accept"
            >
              {t('interviews.exchange.accept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => answer(false)}
              data-testid="exchange-decline"
            >
              {t('interviews.exchange.decline')}
            </button>
          </div>
        ))}
      {error && (
        <p className="chat-card__error" role="alert" data-testid="card-error">
          {error}
        </p>
      )}
    </article>
  );
}

/** The seeker's attached resumes to answer a request with (or to send on their own). */
export function ResumeChoice({
  api,
  busy,
  onSend,
  onDecline,
}: {
  api: ApiClient;
  busy: boolean;
  onSend: (resumeId: number) => void;
  onDecline?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [resumes, setResumes] = useState<TResume[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(endpoints.profile.resumes, {}, { quiet: true })
      .then((answer) => {
        if (!live) return;
        setResumes(answer.resumes);
        // The resume chosen for auto-send (spec §4) is offered first.
        setChosen(answer.auto_send_resume_id ?? answer.resumes[0]?.id ?? null);
      })
      .catch(() => live && setResumes([]));
    return () => {
      live = false;
    };
  }, [api]);
  if (resumes === null) return <p className="chat-card__muted">{t('interviews.card.working')}</p>;
  if (resumes.length === 0) return <p className="chat-card__muted">{t('interviews.exchange.no_resumes')}</p>;
  return (
    <div className="chat-card__resume-choice">
      <label htmlFor={id}>{t('interviews.exchange.choose_resume')}</label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => setChosen(Number(event.target.value))}
        data-testid="resume-choice"
      >
        {resumes.map((resume) => (
          <option key={resume.id} value={resume.id}>
            {resume.filename}
          </option>
        ))}
      </select>
      <div className="chat-card__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || chosen === null}
          onClick={() => chosen !== null && onSend(chosen)}
          data-testid="resume-send"
        >
          {t('interviews.exchange.send')}
        </button>
        {onDecline && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={onDecline}
            data-testid="exchange-decline"
          >
            {t('interviews.exchange.decline')}
          </button>
        )}
      </div>
    </div>
  );
}
