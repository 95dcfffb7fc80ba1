import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { usePageHead } from '../ui/use-page-head';
import { FeedbackForm } from './FeedbackForm';
import './feedback.css';

/**
 * Spec §2 feedback form at /feedback: category, text and up to three pictures, then a thank-you.
 * Guests may send feedback too, with an email to be answered at; a seeker is answered at the
 * account's address.
 */
export function FeedbackPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [sent, setSent] = useState(0);
  usePageHead({ title: t('feedback.title'), description: t('feedback.intro') });
  return (
    <main className="feedback-page section" data-testid="feedback-page">
      <h1>{t('feedback.title')}</h1>
      {sent > 0 ? (
        <section className="feedback-thanks" data-testid="feedback-thanks" aria-live="polite">
          <h2>{t('feedback.thanks_title')}</h2>
          <p>{t('feedback.thanks_text')}</p>
          <div className="feedback-thanks__actions">
            <Link className="button" to={withLanguagePath(language, '/')}>
              {t('feedback.back_home')}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => setSent(0)}>
              {t('feedback.send_another')}
            </button>
          </div>
        </section>
      ) : (
        <>
          <p>{t('feedback.intro')}</p>
          <FeedbackForm key={sent} guest={user === null} onSent={() => setSent((n) => n + 1)} />
        </>
      )}
    </main>
  );
}
