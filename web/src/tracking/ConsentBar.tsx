import { useTranslation } from 'react-i18next';
import type { ConsentChoice } from './consent';
import './tracking.css';

/**
 * The consent bar of opt-in editions: usage statistics are kept and sent only once accepted.
 * Declining is as easy as accepting, and either answer is remembered.
 */
export function ConsentBar({ onChoose }: { onChoose(choice: ConsentChoice): void }) {
  const { t } = useTranslation();
  return (
    <section className="consent-bar" aria-labelledby="consent-bar-title" data-testid="consent-bar">
      <div className="consent-bar__text">
        <h2 id="consent-bar-title">{t('tracking.consent.title')}</h2>
        <p>{t('tracking.consent.text')}</p>
      </div>
      <div className="consent-bar__actions">
        <button
          type="button"
          className="button"
          data-testid="consent-accept"
          onClick={() => onChoose('granted')}
        >
          {t('tracking.consent.accept')}
        </button>
        <button
          type="button"
          className="button consent-bar__decline"
          data-testid="consent-decline"
          onClick={() => onChoose('denied')}
        >
          {t('tracking.consent.decline')}
        </button>
      </div>
    </section>
  );
}
