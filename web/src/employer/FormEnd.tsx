import { useTranslation } from 'react-i18next';

/** A field's refusal, beside it. */
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="boss-error" role="alert">
      {message}
    </p>
  );
}

/** The end of a console form: a refusal that names no field, then send and back. */
export function FormEnd({
  formError,
  sending,
  send,
  testId,
  onBack,
}: {
  formError: string | null;
  sending: boolean;
  send: string;
  testId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {formError && (
        <p className="boss-error" role="alert" data-testid={`${testId}-error`}>
          {formError}
        </p>
      )}
      <div className="boss-actions">
        <button
          type="submit"
          className="button boss-button"
          disabled={sending}
          data-testid={`${testId}-send`}
        >
          {send}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t('interviews.card.back')}
        </button>
      </div>
    </>
  );
}
