import { endpoints, type TIdentityVerification } from '@talkhire/contracts';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useEdition } from '../edition/edition-context';
import { useSession } from '../session/session-context';

/** Identity verification is the Singapore edition's (spec §1). */
export const identityEdition = 'sg';

/**
 * The signed-in seeker's verification; undefined for a guest, outside the Singapore edition, or
 * while it loads.
 */
export function useIdentityVerification(): TIdentityVerification | undefined {
  const { user } = useSession();
  const { edition } = useEdition();
  const status = useEndpointQuery(
    endpoints.identityVerification.status,
    {},
    { enabled: user !== null && edition.key === identityEdition, quiet: true },
  );
  return user !== null && edition.key === identityEdition ? status.data : undefined;
}

/** Whether to offer the identity-login button: a Singapore seeker known not to be verified. */
export function useOffersVerification(): boolean {
  return useIdentityVerification()?.verified === false;
}
