import type { TIdentityInfo, TVerifyIdentityResult } from '@talkhire/contracts';
import type { ApiFailureLike } from '../failure';

export interface IdentityVerificationInput {
  /** Where the provider sends the seeker back: `${origin}/myinfo/callback` (spec §2). */
  redirectUri: string;
}

export type IdentityVerificationEvent =
  /** The identity-login button is shown: fetch the authorise URL it opens. */
  | { type: 'IDENTITY.PREPARE' }
  /** The button was tapped: the provider's page opens in a new window (spec §4 step 2). */
  | { type: 'IDENTITY.LEAVE' }
  /** A page opened with the show-identity-info flag: the seeker is back from the provider. */
  | { type: 'IDENTITY.RETURNED' }
  | { type: 'IDENTITY.SUBMIT' }
  /** 'Do it later' (spec §4 step 5). */
  | { type: 'IDENTITY.LATER' }
  /** A dialog was closed: the flow is over for this page. */
  | { type: 'IDENTITY.CLOSE' };

export type { TIdentityInfo, TVerifyIdentityResult };

export interface IdentityVerificationContext {
  redirectUri: string;
  authoriseUrl: string | null;
  info: TIdentityInfo | null;
  result: TVerifyIdentityResult | null;
  failure: ApiFailureLike | null;
}
