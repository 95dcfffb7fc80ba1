import type { TSessionUser } from '@talkhire/contracts';
import type { ApiFailureLike } from '../failure';

/** What a code is for; the injected actors pick the endpoint from it. */
export type OtpPurpose = 'email-login' | 'phone-login' | 'two-factor' | 'password-reset';

export interface OtpInput {
  purpose: OtpPurpose;
  /** The email address, or the phone number with its dial code, the code goes to. */
  destination: string;
  /** The server's token tying the code to a pending sign-in (two-factor), when there is one. */
  challenge?: string | null;
  /**
   * `onRequest` waits for OTP.SEND; `onStart` sends at once; `alreadySent` when the step before
   * already made the server send it (a password sign-in that asks for two-factor).
   */
  firstSend?: 'onRequest' | 'onStart' | 'alreadySent';
  /** How the server names the destination (masked) when the code was already sent. */
  sentTo?: string | null;
  /** Spec §9 gives a resend countdown in seconds without its value. */
  resendSeconds?: number;
}

export interface SendCodeInput {
  purpose: OtpPurpose;
  destination: string;
  challenge: string | null;
}

/** `sentTo` is the destination as the server shows it, possibly masked. */
export interface SendCodeOutput {
  sentTo: string;
}

export interface VerifyCodeInput extends SendCodeInput {
  code: string;
}

/** One of the accounts tied to a phone number (spec §2, "choose an account"). */
export type AccountChoice = Pick<TSessionUser, 'id' | 'first_name' | 'last_name' | 'email' | 'avatar'>;

/** What the server answers to a correct code, depending on the purpose. */
export type OtpVerification =
  | { kind: 'signedIn'; user: TSessionUser }
  | { kind: 'chooseAccount'; ticket: string; accounts: AccountChoice[] }
  | { kind: 'codeAccepted' };

/** The machine's output: password reset carries `destination` and `code` on to /change-password. */
export interface OtpResult {
  purpose: OtpPurpose;
  destination: string;
  code: string;
  verification: OtpVerification;
}

/** Failures as the screen needs them; `failure` keeps the server's code and localised message. */
export type OtpError =
  | { kind: 'malformedCode' }
  | { kind: 'sendFailed'; failure: ApiFailureLike }
  | { kind: 'invalidDestination'; failure: ApiFailureLike }
  | { kind: 'tooManyAttempts'; retryAfter: number | null; failure: ApiFailureLike }
  | { kind: 'wrongCode'; failure: ApiFailureLike }
  | { kind: 'codeUsed'; failure: ApiFailureLike }
  | { kind: 'codeExpired'; failure: ApiFailureLike }
  | { kind: 'unexpected'; failure: ApiFailureLike };

export type OtpEvent =
  | { type: 'OTP.SEND' }
  | { type: 'OTP.RESEND' }
  | { type: 'OTP.SUBMIT'; code: string }
  /** The countdown's one-second clock; the machine raises it itself. */
  | { type: 'OTP.TICK' };
