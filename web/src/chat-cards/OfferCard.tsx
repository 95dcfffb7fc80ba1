import type { ApiClient } from '@talkhire/client';
import { endpointPath, endpoints, type TOffer } from '@talkhire/contracts';
import { type ChatParty, offerMachine, takesEvent } from '@talkhire/machines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';
import { ReasonForm } from './ReasonForm';
import { useCardAction } from './use-card-action';

/** An offer (spec §4): salary, start date, note and letter; the seeker accepts or rejects it. */
export function OfferCard({
  offer,
  party,
  api,
  onChanged,
}: {
  offer: TOffer;
  party: ChatParty;
  api: ApiClient;
  onChanged?: (offer: TOffer) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { busy, error, run } = useCardAction();
  const [rejecting, setRejecting] = useState(false);
  const answerable = party === 'jobseeker' && takesEvent(offerMachine, offer.status, 'ACCEPT');
  const params = { id: offer.id };
  // The answer is the offer as it now is: the list holding the card reads it again.
  const answer = async (call: () => Promise<TOffer>) => {
    const changed = await run(call);
    if (changed) onChanged?.(changed);
  };
  const statusText =
    offer.status === 'sent'
      ? party === 'jobseeker'
        ? t('interviews.offer.status_sent')
        : t('interviews.offer.status_sent_boss')
      : t(`interviews.offer.status_${offer.status}`);
  return (
    <article
      className="chat-card chat-card--offer"
      aria-label={t('interviews.offer.label', { company: offer.company_name })}
      data-testid="offer-card"
      data-status={offer.status}
    >
      <header className="chat-card__header">
        <h3 className="chat-card__title">{t('interviews.offer.title')}</h3>
        <span className={`chat-card__status chat-card__status--${offer.status}`} data-testid="offer-status">
          {statusText}
        </span>
      </header>
      <dl className="chat-card__facts">
        {offer.job && (
          <>
            <dt>{t('interviews.card.job_title')}</dt>
            <dd>{offer.job.title}</dd>
          </>
        )}
        <dt>{t('interviews.offer.salary')}</dt>
        <dd dir="auto">{offer.salary}</dd>
        <dt>{t('interviews.offer.start_date')}</dt>
        <dd>{formats.calendarDate(offer.start_date)}</dd>
        {offer.note && (
          <>
            <dt>{t('interviews.offer.note')}</dt>
            <dd dir="auto">{offer.note}</dd>
          </>
        )}
        {offer.letter && (
          <>
            <dt>{t('interviews.offer.letter')}</dt>
            <dd>
              <a
                href={endpointPath(endpoints.chat.file, { fileId: offer.letter.file_id })}
                download={offer.letter.name}
              >
                {offer.letter.name}
              </a>
            </dd>
          </>
        )}
        {offer.reason && (
          <>
            <dt>{t('interviews.card.reject_reason')}</dt>
            <dd dir="auto">{offer.reason}</dd>
          </>
        )}
      </dl>
      {answerable &&
        (rejecting ? (
          <ReasonForm
            busy={busy}
            onBack={() => setRejecting(false)}
            onConfirm={(reason) =>
              void answer(() =>
                api.call(endpoints.interviews.rejectOffer, { params, body: { reason } }, { quiet: true }),
              )
            }
          />
        ) : (
          <div className="chat-card__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() =>
                void answer(() => api.call(endpoints.interviews.acceptOffer, { params }, { quiet: true }))
              }
              data-testid="offer-accept"
            >
              {t('interviews.offer.accept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => setRejecting(true)}
              data-testid="offer-reject"
            >
              {t('interviews.offer.reject')}
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
