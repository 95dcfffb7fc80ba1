import './identity-verification.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupRecord } from '../tracking';
import { IdentityLoginButton } from './IdentityLoginButton';
import { postponeVerification, verificationPostponed } from './identity-cookies';
import { useOffersVerification } from './use-identity-verification';

/**
 * The one prompt to verify, for an unverified seeker on the Singapore edition: a quiet banner with
 * the benefits, the identity-login button and 'do it later', which hides it for three days.
 */
export function IdentityPrompt() {
  const { t } = useTranslation();
  const offers = useOffersVerification();
  // The cookie is read once mounted: the server's render and the first browser render stay equal.
  const [postponed, setPostponed] = useState(true);
  useEffect(() => setPostponed(verificationPostponed()), []);
  // Spec §7 popup-window record: when the prompt was shown and when it was put off.
  const record = usePopupRecord('identity_verification', Boolean(offers) && !postponed);
  if (!offers || postponed) return null;
  return (
    <section
      className="identity-prompt"
      aria-labelledby="identity-prompt-title"
      data-testid="identity-prompt"
    >
      <div className="identity-prompt__text">
        <h2 id="identity-prompt-title">{t('identity.prompt.title')}</h2>
        <p>{t('identity.prompt.text')}</p>
      </div>
      <div className="identity-prompt__actions">
        <IdentityLoginButton />
        <button
          type="button"
          className="button button--secondary"
          data-testid="identity-prompt-later"
          onClick={() => {
            postponeVerification();
            record('closed');
            setPostponed(true);
          }}
        >
          {t('identity.prompt.do_it_later')}
        </button>
      </div>
    </section>
  );
}
