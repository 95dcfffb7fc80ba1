import { chatActionLimits } from '@talkhire/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks for the reason a reject or cancel needs (spec §5: 'Please enter reason'); an empty reason
 * is refused here as the relay would refuse it.
 */
export function ReasonForm({
  busy,
  onConfirm,
  onBack,
}: {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="chat-card__reason"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return setMissing(true);
        onConfirm(reason.trim());
      }}
    >
      <label htmlFor={id}>{t('interviews.card.reason_label')}</label>
      <textarea
        id={id}
        value={reason}
        maxLength={chatActionLimits.reasonMax}
        placeholder={t('interviews.card.reason_placeholder')}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
        data-testid="card-reason"
      />
      {missing && (
        <p id={`${id}-error`} className="chat-card__error" role="alert">
          {t('field.reason_required', { ns: 'errors' })}
        </p>
      )}
      <div className="chat-card__buttons">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="card-reason-confirm"
        >
          {t('interviews.card.confirm')}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t('interviews.card.back')}
        </button>
      </div>
    </form>
  );
}
