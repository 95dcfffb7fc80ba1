import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { VerifiedBadge } from '../ui/VerifiedBadge';
import { IdentityLoginButton } from './IdentityLoginButton';
import { useIdentityLabels } from './use-identity-labels';
import { useOffersVerification } from './use-identity-verification';

/**
 * The profile's work-eligibility row: the verified identity with the badge, else the seeker's own
 * answer labelled 'self-declared, not verified' — and, on the Singapore edition, the button that
 * verifies it.
 */
export function WorkEligibility({
  language,
  verifiedIdentityId,
  declaredIdentityId,
  notGiven,
}: {
  language: LanguageCode;
  /** user_identity_id: set only by a verification. */
  verifiedIdentityId: number | null;
  declaredIdentityId: number | null;
  /** What the row says when there is neither. */
  notGiven: string;
}) {
  const { t } = useTranslation();
  const labels = useIdentityLabels(language);
  const offers = useOffersVerification();
  const verified = verifiedIdentityId === null ? undefined : labels?.get(verifiedIdentityId);
  const declared = declaredIdentityId === null ? undefined : labels?.get(declaredIdentityId);
  return (
    <span className="identity-work-eligibility" data-testid="work-eligibility">
      {verified ? (
        <>
          {t('identity.eligibility.verified', { identity: verified })} <VerifiedBadge />
        </>
      ) : declared ? (
        t('identity.eligibility.self_declared', { identity: declared })
      ) : (
        notGiven
      )}
      {!verified && offers && (
        <span className="identity-work-eligibility__verify">
          <IdentityLoginButton />
        </span>
      )}
    </span>
  );
}
