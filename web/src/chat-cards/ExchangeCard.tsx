import type { ApiClient } from '@talkhire/client';
import { endpoints, type TChatExchange } from '@talkhire/contracts';
import { type ChatParty, chatExchangeMachine, restoreLifecycle } from '@talkhire/machines';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardAction } from './use-card-action';
import { type SendResumeFlow, useSendResume } from './use-send-resume';

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
  const answer = (accept: boolean) =>
    void run(() =>
      api.call(
        endpoints.interviews.answerExchange,
        { params: { id: exchange.id }, body: { accept } },
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
          <ResumeRequestAnswer
            api={api}
            exchangeId={exchange.id}
            busy={busy}
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

/** The seeker's answer to a Boss's resume request: the send-resume flow, open from the start. */
function ResumeRequestAnswer({
  api,
  exchangeId,
  busy,
  onDecline,
}: {
  api: ApiClient;
  exchangeId: number;
  busy: boolean;
  onDecline: () => void;
}) {
  const answerWithResume = useCallback(
    (resumeId: number) =>
      api.call(
        endpoints.interviews.answerExchange,
        { params: { id: exchangeId }, body: { accept: true, resume_id: resumeId } },
        { quiet: true },
      ),
    [api, exchangeId],
  );
  const flow = useSendResume(api, answerWithResume, true);
  return <ResumeChoice flow={flow} busy={busy} onDecline={onDecline} />;
}

/**
 * The seeker's attached resumes as the send-resume flow holds them: pick one and send it; a
 * refused send is said below the choice.
 */
export function ResumeChoice({
  flow: [snapshot, send],
  busy,
  onDecline,
}: {
  flow: SendResumeFlow;
  busy: boolean;
  onDecline?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (snapshot.matches('loading')) return <p className="chat-card__muted">{t('interviews.card.working')}</p>;
  if (snapshot.matches('noResumes'))
    return <p className="chat-card__muted">{t('interviews.exchange.no_resumes')}</p>;
  if (!snapshot.matches('choosing') && !snapshot.matches('sending')) return null;
  const { resumes, chosen, failure } = snapshot.context;
  const sending = snapshot.matches('sending');
  return (
    <div className="chat-card__resume-choice">
      <label htmlFor={id}>{t('interviews.exchange.choose_resume')}</label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => send({ type: 'CHOOSE', resumeId: Number(event.target.value) })}
        data-testid="resume-choice"
      >
        {(resumes ?? []).map((resume) => (
          <option key={resume.id} value={resume.id}>
            {resume.filename}
          </option>
        ))}
      </select>
      <div className="chat-card__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || sending || chosen === null}
          onClick={() => send({ type: 'SEND' })}
          data-testid="resume-send"
        >
          {t('interviews.exchange.send')}
        </button>
        {onDecline && (
          <button
            type="button"
            className="button"
            disabled={busy || sending}
            onClick={onDecline}
            data-testid="exchange-decline"
          >
            {t('interviews.exchange.decline')}
          </button>
        )}
      </div>
      {failure && !sending && (
        <p className="chat-card__error" role="alert" data-testid="card-error">
          {failure.message}
        </p>
      )}
    </div>
  );
}
