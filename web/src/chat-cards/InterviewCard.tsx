import type { ApiClient } from '@talkhire/client';
import { endpointPath, endpoints, type TInterview } from '@talkhire/contracts';
import type { ChatParty } from '@talkhire/machines';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';
import './chat-cards.css';
import { type InterviewAction, interviewActions, interviewSlots } from './interview-actions';
import { ReasonForm } from './ReasonForm';
import { useCardAction } from './use-card-action';

/**
 * An interview invitation (spec §3 Interview labels), the same on both sides: its status, times in
 * the edition's zone, place and contact, and the buttons the interview machine allows this side.
 */
export function InterviewCard({
  interview,
  party,
  api,
  onChanged,
  footer,
}: {
  interview: TInterview;
  party: ChatParty;
  api: ApiClient;
  onChanged?: (interview: TInterview) => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { busy, error, run } = useCardAction();
  const [slot, setSlot] = useChosenSlot(interview);
  const [asking, setAsking] = useState<'reject' | 'cancel' | 'withdraw' | null>(null);
  const [slotMissing, setSlotMissing] = useState(false);
  const slotGroup = useId();
  const actions = interviewActions(interview, party);
  const params = { id: interview.id };
  const done = (answer: TInterview | null) => {
    if (answer) {
      setAsking(null);
      onChanged?.(answer);
    }
  };

  const act = (action: InterviewAction, reason?: string) => {
    const quiet = { quiet: true } as const;
    const call = (() => {
      switch (action) {
        case 'accept':
          if (slot === null) {
            setSlotMissing(true);
            return null;
          }
          return () => api.call(endpoints.interviews.accept, { params, body: { slot } }, quiet);
        case 'decline':
          return () => api.call(endpoints.interviews.decline, { params }, quiet);
        case 'reject':
          return () =>
            api.call(endpoints.interviews.reject, { params, body: { reason: reason ?? '' } }, quiet);
        case 'cancel':
        case 'withdraw':
          return () =>
            api.call(endpoints.interviews.cancel, { params, body: { reason: reason ?? '' } }, quiet);
        case 'check_in':
          return () => api.call(endpoints.interviews.checkIn, { params }, quiet);
        case 'request_result':
          return () => api.call(endpoints.interviews.requestResult, { params }, quiet);
        case 'mark_attended':
          return () => api.call(endpoints.interviews.attendance, { params, body: { attended: true } }, quiet);
        case 'mark_absent':
          return () =>
            api.call(endpoints.interviews.result, { params, body: { result: 'not_attended' } }, quiet);
        case 'mark_passed':
          return () => api.call(endpoints.interviews.result, { params, body: { result: 'passed' } }, quiet);
        case 'mark_not_suitable':
          return () =>
            api.call(endpoints.interviews.result, { params, body: { result: 'not_suitable' } }, quiet);
        default:
          return null;
      }
    })();
    if (call) void run(call).then(done);
  };

  const pickable = interview.status === 'pending' && party === 'jobseeker';
  return (
    <article
      className="chat-card chat-card--interview"
      aria-label={t('interviews.card.label', { company: interview.company_name })}
      data-testid="interview-card"
      data-status={interview.status}
    >
      <header className="chat-card__header">
        <h3 className="chat-card__title">{t('interviews.card.title')}</h3>
        <span
          className={`chat-card__status chat-card__status--${interview.status}`}
          data-testid="interview-status"
        >
          {t(`interviews.status.${interview.status}`)}
        </span>
      </header>
      <dl className="chat-card__facts">
        <dt>{t('interviews.card.company')}</dt>
        <dd>{interview.company_name}</dd>
        {interview.job && (
          <>
            <dt>{t('interviews.card.job_title')}</dt>
            <dd>{interview.job.title}</dd>
          </>
        )}
        <dt id={slotGroup}>
          {pickable && interview.slots.length > 1
            ? t('interviews.card.choose_time')
            : t('interviews.card.date_time')}
        </dt>
        <dd>
          {pickable ? (
            <div role="radiogroup" aria-labelledby={slotGroup} className="chat-card__slots">
              {interview.slots.map((start, index) => (
                <label key={start} className="chat-card__slot">
                  <input
                    type="radio"
                    name={`slot-${interview.id}`}
                    checked={slot === index}
                    onChange={() => {
                      setSlot(index);
                      setSlotMissing(false);
                    }}
                    data-testid="interview-slot"
                  />
                  {formats.zonedDateTime(start, interview.time_zone)}
                </label>
              ))}
            </div>
          ) : (
            interviewSlots(interview).map((start) => (
              <span key={start} className="chat-card__time">
                {formats.zonedDateTime(start, interview.time_zone)}
              </span>
            ))
          )}
          <span className="chat-card__muted">
            {t('interviews.card.duration', { minutes: interview.duration_minutes })}
          </span>
        </dd>
        {interview.address && (
          <>
            <dt>{t('interviews.card.address')}</dt>
            <dd dir="auto">{interview.address}</dd>
          </>
        )}
        {interview.video_link && (
          <>
            <dt>{t('interviews.card.video_link')}</dt>
            <dd>
              <a href={interview.video_link} target="_blank" rel="noreferrer noopener">
                {interview.video_link}
              </a>
            </dd>
          </>
        )}
        <dt>{t('interviews.card.contact_person')}</dt>
        <dd dir="auto">{interview.contact_person}</dd>
        <dt>{t('interviews.card.contact_number')}</dt>
        <dd dir="ltr">{interview.contact_number}</dd>
        {interview.instructions && (
          <>
            <dt>{t('interviews.card.instructions')}</dt>
            <dd dir="auto">{interview.instructions}</dd>
          </>
        )}
        {interview.reason && (
          <>
            <dt>
              {interview.status === 'cancelled'
                ? t('interviews.card.cancel_reason')
                : t('interviews.card.reject_reason')}
            </dt>
            <dd dir="auto" data-testid="interview-reason">
              {interview.reason}
              {interview.cancelled_by && (
                <span className="chat-card__muted">
                  {' · '}
                  {interview.cancelled_by === party
                    ? t('interviews.card.cancelled_by_you')
                    : t('interviews.card.cancelled_by_them')}
                </span>
              )}
            </dd>
          </>
        )}
        {interview.attendance && (
          <>
            <dt>{t('interviews.card.attendance')}</dt>
            <dd>{t(`interviews.card.${interview.attendance}`)}</dd>
          </>
        )}
        {interview.result_requested_at && (
          <>
            <dt>{t('interviews.card.result')}</dt>
            <dd>
              {t('interviews.card.result_requested', {
                date: formats.date(interview.result_requested_at),
              })}
            </dd>
          </>
        )}
      </dl>
      {asking ? (
        <ReasonForm busy={busy} onConfirm={(reason) => act(asking, reason)} onBack={() => setAsking(null)} />
      ) : (
        actions.length > 0 && (
          <div className="chat-card__buttons">
            {actions.map((action) =>
              action === 'add_to_calendar' ? (
                <a
                  key={action}
                  className="button"
                  href={endpointPath(endpoints.interviews.calendar, params)}
                  download={`interview-${interview.id}.ics`}
                  data-testid="interview-calendar"
                >
                  {t('interviews.card.add_to_calendar')}
                </a>
              ) : (
                <button
                  key={action}
                  type="button"
                  className={`button${action === 'accept' || action === 'check_in' ? ' button--primary' : ''}`}
                  disabled={busy}
                  onClick={() =>
                    action === 'reject' || action === 'cancel' || action === 'withdraw'
                      ? setAsking(action)
                      : act(action)
                  }
                  data-testid={`interview-${action.replaceAll('_', '-')}`}
                >
                  {t(`interviews.card.${action === 'withdraw' ? 'withdraw' : action}`)}
                </button>
              ),
            )}
          </div>
        )
      )}
      {slotMissing && (
        <p className="chat-card__error" role="alert" data-testid="card-error">
          {t('field.interview_time_required', { ns: 'errors' })}
        </p>
      )}
      {error && (
        <p className="chat-card__error" role="alert" data-testid="card-error">
          {error}
        </p>
      )}
      {footer}
    </article>
  );
}

/**
 * Times picked but not yet accepted, by invitation. The chat's list is virtualised and unmounts a
 * card that leaves the screen (or is re-measured away): the seeker's pick must not go with it.
 */
const chosenSlots = new Map<number, number>();

function useChosenSlot(interview: TInterview): [number | null, (slot: number) => void] {
  const [slot, setSlot] = useState<number | null>(
    () => chosenSlots.get(interview.id) ?? (interview.slots.length === 1 ? 0 : null),
  );
  const choose = (next: number) => {
    chosenSlots.set(interview.id, next);
    setSlot(next);
  };
  return [slot, choose];
}
