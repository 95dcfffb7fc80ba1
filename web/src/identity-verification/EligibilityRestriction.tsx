import type { LanguageCode } from '@talkhire/config';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';
import { useIdentityLabels } from './use-identity-labels';
import { useIdentityVerification } from './use-identity-verification';

/** The button runs the flow's machine (xstate): a job page loads it only for a seeker who needs it. */
const IdentityLoginButton = lazy(() =>
  import('./IdentityLoginButton').then((module) => ({ default: module.IdentityLoginButton })),
);

/**
 * A job open only to some work eligibilities ("Open to: Singapore Citizen, Singapore PR"). Only a
 * verified identity passes it at chat start and apply (41274), so a Singapore seeker without one
 * in the list is offered the identity-login button here.
 */
export function EligibilityRestriction({
  language,
  identityIds,
}: {
  language: LanguageCode;
  /** The job's eligibility_identity_ids; null: open to anyone. */
  identityIds: readonly number[] | null;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const labels = useIdentityLabels(language);
  const verification = useIdentityVerification();
  if (!identityIds || identityIds.length === 0) return null;
  const names = identityIds.map((id) => labels?.get(id)).filter((name) => name !== undefined);
  const passes =
    verification?.verified === true &&
    verification.user_identity_id !== null &&
    identityIds.includes(verification.user_identity_id);
  return (
    <section className="identity-eligibility" data-testid="job-eligibility">
      {names.length > 0 && (
        <p className="identity-eligibility__open-to">
          {t('identity.eligibility.open_to', {
            identities: formats.list(names),
          })}
        </p>
      )}
      {verification && !passes && (
        <div className="identity-eligibility__verify" data-testid="job-eligibility-verify">
          <p>{t('identity.eligibility.must_verify')}</p>
          <Suspense fallback={null}>
            <IdentityLoginButton />
          </Suspense>
        </div>
      )}
    </section>
  );
}
