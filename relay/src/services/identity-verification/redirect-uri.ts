import { errorCodes, type TIdentityService } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';

/** Spec §2: the provider returns to /{identity-service}/callback on this site. */
export function callbackPathOf(service: TIdentityService): string {
  return `/${service}/callback`;
}

/**
 * The redirect_uri the web sends must be this site's own callback: the provider would otherwise
 * hand the seeker's code to another origin. Answers it in its canonical form.
 */
export function checkRedirectUri(redirectUri: string, ownOrigin: string, service: TIdentityService): string {
  const url = new URL(redirectUri);
  const own = new URL(ownOrigin);
  if (
    url.origin !== own.origin ||
    url.pathname !== callbackPathOf(service) ||
    url.search ||
    url.hash ||
    url.username
  )
    throw new ApiError(errorCodes.parameterInvalid, { fields: { redirect_uri: ['field.invalid_value'] } });
  return `${url.origin}${url.pathname}`;
}
