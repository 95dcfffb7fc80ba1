import type { LanguageCode } from '@talkhire/config';
import type { TSessionUser } from '@talkhire/contracts';
import type { ApiFailureLike } from '../failure';
import type { AccountChoice } from '../otp/types';

export type SocialProvider = 'google' | 'facebook' | 'apple';

export interface LoginInput {
  /** The origin the product is served from; a redirect may only stay on it. */
  ownOrigin: string;
  language: LanguageCode;
  /** The `redirect` query parameter of /get-started. */
  redirect?: string | null;
  /** Who was already signed in when the page opened (the readable `user` cookie). */
  signedInUser?: TSessionUser | null;
  /** Passed on to the code machines (spec §9's resend countdown). */
  resendSeconds?: number;
}

/** Whether an email has an account, and whether that account can sign in with a password. */
export interface AccountLookup {
  exists: boolean;
  hasPassword: boolean;
}

export interface PasswordSignInInput {
  email: string;
  password: string;
}

/** A password sign-in from an unrecognised device asks for a code first (two-factor). */
export type PasswordSignInResult =
  | { kind: 'signedIn'; user: TSessionUser }
  | { kind: 'twoFactorRequired'; challenge: string; sentTo: string };

export interface SelectAccountInput {
  ticket: string;
  accountId: number;
}

export interface SocialSignInInput {
  provider: SocialProvider;
  redirect: string | null;
}

/** Where the browser must go to sign in at the provider (authorisation code with PKCE). */
export interface SocialSignInStart {
  authorizationUrl: string;
}

/** How the flow ended; the page acts on it (navigate, leave for the provider, go home). */
export type LoginOutcome =
  | { kind: 'signedIn'; user: TSessionUser; destination: string }
  | { kind: 'redirectToProvider'; url: string }
  | { kind: 'backHome' };

/** Failures as the screen needs them; `failure` keeps the server's code and localised message. */
export type LoginError =
  | { kind: 'invalidEmail' }
  | { kind: 'passwordRequired' }
  | { kind: 'invalidPhone' }
  | { kind: 'invalidCredential'; failure: ApiFailureLike }
  | { kind: 'accountSuspended'; failure: ApiFailureLike }
  | { kind: 'tooManyAttempts'; retryAfter: number | null; failure: ApiFailureLike }
  | { kind: 'socialUnavailable'; failure: ApiFailureLike }
  | { kind: 'unexpected'; failure: ApiFailureLike };

export type { AccountChoice };

export type LoginEvent =
  | { type: 'LOGIN.CHOOSE_EMAIL' }
  | { type: 'LOGIN.CHOOSE_PHONE' }
  | { type: 'LOGIN.CHOOSE_SOCIAL'; provider: SocialProvider }
  | { type: 'LOGIN.SUBMIT_EMAIL'; email: string }
  | { type: 'LOGIN.SUBMIT_PASSWORD'; password: string }
  | { type: 'LOGIN.USE_EMAIL_CODE' }
  /** `dialCode` like '+63', `number` the national number as typed. */
  | { type: 'LOGIN.SUBMIT_PHONE'; dialCode: string; number: string }
  | { type: 'LOGIN.CHOOSE_ACCOUNT'; accountId: number }
  | { type: 'LOGIN.BACK' }
  | { type: 'LOGIN.SIGN_OUT' }
  | { type: 'LOGIN.BACK_HOME' };
