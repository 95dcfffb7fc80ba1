import type { ApiClient } from '@talkhire/client';
import {
  endpoints,
  type TAuthoriseUrl,
  type TIdentityInfo,
  type TIdentityService,
  type TVerifyIdentityResult,
} from '@talkhire/contracts';
import { identityVerificationMachine } from '@talkhire/machines';
import { fromPromise } from 'xstate';

/** Singapore's national digital-identity service, the one the relay speaks to (spec §2). */
export const identityService: TIdentityService = 'myinfo';

/** Spec §2 route: the provider sends the seeker back to `/{identity-service}/callback`. */
export function callbackUri(origin: string): string {
  return `${origin}/${identityService}/callback`;
}

const quiet = { quiet: true } as const;
const params = { service: identityService };

/** The identity verification machine with its three calls (spec §7 'Identity'). */
export function providedIdentityMachine(api: ApiClient) {
  return identityVerificationMachine.provide({
    actors: {
      fetchAuthoriseUrl: fromPromise<TAuthoriseUrl, { redirectUri: string }>(({ input, signal }) =>
        api.call(
          endpoints.identityVerification.authoriseUrl,
          { params, body: { redirect_uri: input.redirectUri } },
          { ...quiet, signal },
        ),
      ),
      loadUserInfo: fromPromise<TIdentityInfo, void>(({ signal }) =>
        api.call(endpoints.identityVerification.userInfo, { params }, { ...quiet, signal }),
      ),
      verify: fromPromise<TVerifyIdentityResult, void>(() =>
        api.call(endpoints.identityVerification.verify, { params }, quiet),
      ),
    },
  });
}
