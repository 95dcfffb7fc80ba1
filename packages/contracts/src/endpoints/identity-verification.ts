import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import {
  ZAuthoriseUrl,
  ZAuthoriseUrlBody,
  ZIdentityCallbackQuery,
  ZIdentityInfo,
  ZIdentityServiceParams,
  ZIdentityVerification,
  ZVerifyIdentityResult,
} from '../identity-verification';

const { identityUnavailable, identityLoginMissing, noPermission, tooManyAttempts } = errorCodes;

/**
 * Spec §4 and §7 'Identity': Singapore identity verification with the provider (MyInfo). The
 * callback is the provider's return address (spec §2 `/{identity-service}/callback`).
 */
export const identityVerificationEndpoints = {
  authoriseUrl: endpoint({
    method: 'POST',
    path: '/api/sg/:service/generate-authorise-url',
    summary:
      "The provider's authorise URL (state and PKCE bound to the seeker's session for 10 minutes); redirect_uri must be this site's callback.",
    auth: 'seeker',
    params: ZIdentityServiceParams,
    body: ZAuthoriseUrlBody,
    response: ZAuthoriseUrl,
    errors: [noPermission, tooManyAttempts],
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/sg/:service/user-info',
    summary:
      'The identity data fetched at the callback, for the confirm dialog. 41431: the provider failed; 41432: no identity login is pending.',
    auth: 'seeker',
    params: ZIdentityServiceParams,
    response: ZIdentityInfo,
    errors: [identityUnavailable, identityLoginMissing, noPermission],
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/sg/:service/verify-singapore-identity',
    summary:
      'Verify the seeker with the pending identity data: sets user_identity_id from it (identity rules) and keeps the seven fields encrypted.',
    auth: 'seeker',
    params: ZIdentityServiceParams,
    response: ZVerifyIdentityResult,
    errors: [identityUnavailable, identityLoginMissing, noPermission],
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/jobseekers/identity-verification',
    summary: "The seeker's identity verification: verified or not, the verified identity and when.",
    auth: 'seeker',
    response: ZIdentityVerification,
    errors: [],
  }),
  callback: endpoint({
    method: 'GET',
    path: '/:service/callback',
    summary:
      "The provider's return: exchanges the code, keeps the identity data (or the failure) pending, and redirects to the identity_return_url cookie's same-site path (else /).",
    auth: 'anyone',
    params: ZIdentityServiceParams,
    query: ZIdentityCallbackQuery,
    answer: 'redirect',
    errors: [],
  }),
};
