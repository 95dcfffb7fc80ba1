import { smsDialCodeByRegion, smsPhoneFormatCode } from '@talkhire/config';
import { ZAccountLookup, ZAccountLookupBody } from '../account-lookup';
import {
  ZCodeSent,
  ZEmailVerified,
  ZEmailVerifyQuery,
  ZFirstRegistration,
  ZHandOffTicket,
  ZLoggedOut,
  ZLoginBody,
  ZLoginResult,
  ZLogoutBody,
  ZPasswordReset,
  ZRedeemTicketBody,
  ZRegisterBody,
  ZResetCodeChecked,
  ZResetCodeSent,
  ZResetPasswordBody,
  ZResetPasswordOtpBody,
  ZResetPasswordVerifyBody,
  ZTwoFactorChallenge,
  ZTwoFactorResendBody,
  ZTwoFactorVerifyBody,
} from '../accounts';
import { ZGuestLoginBody, ZGuestSession } from '../authentication';
import {
  ZChooseAccountBody,
  ZEmailOtpSendBody,
  ZEmailOtpVerifyBody,
  ZMagicLinkSendBody,
  ZMagicLinkVerifyBody,
  ZPhoneOtpSendBody,
  ZPhoneOtpVerifyBody,
  ZPhoneOtpVerifyResult,
} from '../code-login';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import {
  ZQrLoginCompleted,
  ZQrLoginCreateBody,
  ZQrLoginCreated,
  ZQrLoginEvent,
  ZQrLoginParams,
  ZQrLoginScan,
} from '../qr-login';
import { ZRecruiterSession } from '../recruiter-session';
import { ZSessionUser } from '../session';
import {
  ZSocialCallbackParams,
  ZSocialLoginBody,
  ZSocialLoginResult,
  ZSocialProviderParams,
  ZSocialStartQuery,
} from '../social-login';

const { tooManyAttempts, incorrectCredentials, accountSuspended, wrongOtp, otpUsed, otpExpired } = errorCodes;
/** A spent, wrong or late one-time code (or link, ticket, QR token). */
const codeRefusals = [wrongOtp, otpUsed, otpExpired];
/**
 * Every sign-in ends in a seeker session: a Boss's account is refused there with 40002, a
 * suspended one with 41044.
 */
const signInRefusals = [incorrectCredentials, accountSuspended];
/** Spec §8: text that is no phone number, or a number not valid for its SMS country (41348+). */
const phoneRefusals = [
  errorCodes.phoneWrongAlt,
  ...Object.keys(smsDialCodeByRegion).flatMap((region) => smsPhoneFormatCode(region) ?? []),
];
/**
 * A POST that reads no input still answers 40001 to a body it cannot parse (an unsupported
 * content type); endpoints with an input have it implied.
 */
const unreadBody = [errorCodes.parameterInvalid];
/** The social providers' refusals (see the relay's social-login/oidc-client.ts). */
const socialRefusals = [
  errorCodes.invalidSocialCredentials,
  errorCodes.invalidSocialCredentials2,
  errorCodes.invalidSocialCredentials3,
  errorCodes.invalidSocialCredentials4,
  errorCodes.invalidSocialCredentials5,
  errorCodes.invalidSocialCredentials6,
];

/**
 * Spec §4 and §7: accounts and sign-in. The guest session, password accounts (register, login,
 * two-factor, reset), codes and links by mail and SMS, social and QR sign-in, the cross-site
 * hand-off, log-out, and email verification. Every sign-in answers the session user (spec §3)
 * and sets the session cookies.
 */
export const accountsEndpoints = {
  guestLogin: endpoint({
    method: 'POST',
    path: '/api/authentication/guest/login',
    summary: 'Open a guest session for a visitor without one (spec §4); an open session is kept as it is.',
    auth: 'anyone',
    body: ZGuestLoginBody,
    response: ZGuestSession,
    errors: [],
  }),
  lookUp: endpoint({
    method: 'POST',
    path: '/api/authentication/email/lookup',
    summary: "'Continue with email': whether the address has an account, and whether it has a password.",
    auth: 'anyone',
    body: ZAccountLookupBody,
    response: ZAccountLookup,
    errors: [tooManyAttempts],
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/authentication/login',
    summary: 'Password login; from a device the account never used, a two-factor challenge instead.',
    auth: 'anyone',
    body: ZLoginBody,
    response: ZLoginResult,
    errors: [tooManyAttempts, ...signInRefusals],
  }),
  seekerLogin: endpoint({
    method: 'POST',
    path: '/api/authentication/jobseekers/login',
    summary: "Password login at the job seeker service's path (the same as /login).",
    auth: 'anyone',
    body: ZLoginBody,
    response: ZLoginResult,
    errors: [tooManyAttempts, ...signInRefusals],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/authentication/log-out',
    summary: "End this browser's session and clear the session cookies (also without a session).",
    auth: 'anyone',
    body: ZLogoutBody.nullish(),
    response: ZLoggedOut,
    errors: [],
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/authentication/register',
    summary: 'Create a seeker account (spec §3 payload) and sign it in on this browser.',
    auth: 'anyone',
    body: ZRegisterBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, errorCodes.emailTaken],
  }),
  dataRegister: endpoint({
    method: 'POST',
    path: '/api/data/users/register',
    summary: "Registration at the data service's path (the same as /api/authentication/register).",
    auth: 'anyone',
    body: ZRegisterBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, errorCodes.emailTaken],
  }),
  firstRegistration: endpoint({
    method: 'GET',
    path: '/api/jobseekers/check-first-registration',
    summary: 'Whether the seeker still counts as freshly registered (profile completion not finished).',
    auth: 'seeker',
    response: ZFirstRegistration,
    errors: [],
  }),
  twoFactorVerify: endpoint({
    method: 'POST',
    path: '/api/authentication/two-factor/verify',
    summary: 'Answer a two-factor challenge with the mailed code: signs the new device in.',
    auth: 'anyone',
    body: ZTwoFactorVerifyBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, ...codeRefusals, ...signInRefusals],
  }),
  twoFactorResend: endpoint({
    method: 'POST',
    path: '/api/authentication/two-factor/resend',
    summary: 'Mail a fresh two-factor code after the countdown; the answer names the new challenge.',
    auth: 'anyone',
    body: ZTwoFactorResendBody,
    response: ZTwoFactorChallenge,
    errors: [tooManyAttempts, errorCodes.notFound, otpUsed, otpExpired, ...signInRefusals],
  }),
  resetCode: endpoint({
    method: 'POST',
    path: '/api/authentication/reset-password/otp',
    summary: 'Mail a password reset code; the answer never tells whether the address has an account.',
    auth: 'anyone',
    body: ZResetPasswordOtpBody,
    response: ZResetCodeSent,
    errors: [tooManyAttempts],
  }),
  resetCheck: endpoint({
    method: 'POST',
    path: '/api/authentication/reset-password/verify-otp',
    summary: 'Check a reset code without using it up (before asking for the new password).',
    auth: 'anyone',
    body: ZResetPasswordVerifyBody,
    response: ZResetCodeChecked,
    errors: [tooManyAttempts, ...codeRefusals],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/authentication/reset-password',
    summary: 'Set a new password with the reset code; every other session of the account ends.',
    auth: 'anyone',
    body: ZResetPasswordBody,
    response: ZPasswordReset,
    errors: [tooManyAttempts, ...codeRefusals],
  }),
  ticket: endpoint({
    method: 'POST',
    path: '/api/authentication/tickets',
    summary: 'A one-minute, single-use hand-off ticket for another of our sites (never the session itself).',
    auth: 'seeker',
    response: ZHandOffTicket,
    errors: [tooManyAttempts, ...unreadBody],
  }),
  redeemTicket: endpoint({
    method: 'POST',
    path: '/api/authentication/tickets/redeem',
    summary: "Redeem a hand-off ticket for this browser's own session of the same seeker.",
    auth: 'anyone',
    body: ZRedeemTicketBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, ...signInRefusals],
  }),
  emailCodeSend: endpoint({
    method: 'POST',
    path: '/api/authentication/email-otp/send',
    summary: "'Continue with email' by code: mail a six-digit code (after the resend countdown).",
    auth: 'anyone',
    body: ZEmailOtpSendBody,
    response: ZCodeSent,
    errors: [tooManyAttempts],
  }),
  emailCodeVerify: endpoint({
    method: 'POST',
    path: '/api/authentication/email-otp/verify',
    summary: 'Sign in (or up, for a new address) with the mailed code.',
    auth: 'anyone',
    body: ZEmailOtpVerifyBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, ...codeRefusals, ...signInRefusals],
  }),
  magicLinkSend: endpoint({
    method: 'POST',
    path: '/api/authentication/magic-link/send',
    summary: 'Mail a sign-in link to /magic-link on this site, carrying where to go after.',
    auth: 'anyone',
    body: ZMagicLinkSendBody,
    response: ZCodeSent,
    errors: [tooManyAttempts],
  }),
  magicLinkVerify: endpoint({
    method: 'POST',
    path: '/api/authentication/magic-link/verify',
    summary: "Spend a mailed link's token: signs this browser in (or up).",
    auth: 'anyone',
    body: ZMagicLinkVerifyBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, otpUsed, otpExpired, ...signInRefusals],
  }),
  phoneCodeSend: endpoint({
    method: 'POST',
    path: '/api/authentication/phone-otp/send',
    summary: 'Send a six-digit code by SMS, to a number of a country that allows SMS sign-in.',
    auth: 'anyone',
    body: ZPhoneOtpSendBody,
    response: ZCodeSent,
    errors: [tooManyAttempts, ...phoneRefusals],
  }),
  phoneCodeVerify: endpoint({
    method: 'POST',
    path: '/api/authentication/phone-otp/verify',
    summary: 'Sign in with the SMS code; a number shared by several accounts asks which one instead.',
    auth: 'anyone',
    body: ZPhoneOtpVerifyBody,
    response: ZPhoneOtpVerifyResult,
    errors: [tooManyAttempts, ...phoneRefusals, ...codeRefusals, ...signInRefusals],
  }),
  chooseAccount: endpoint({
    method: 'POST',
    path: '/api/authentication/phone-otp/choose-account',
    summary: 'Open the chosen account of a shared number, with the single-use selection token.',
    auth: 'anyone',
    body: ZChooseAccountBody,
    response: ZSessionUser,
    errors: [tooManyAttempts, otpUsed, otpExpired, ...signInRefusals],
  }),
  socialStart: endpoint({
    method: 'GET',
    path: '/api/authentication/social/:provider/start',
    summary:
      'Start a social sign-in (OpenID Connect, code + PKCE): redirects to the provider; a refusal redirects to /get-started?error_code=.',
    auth: 'anyone',
    params: ZSocialProviderParams,
    query: ZSocialStartQuery,
    answer: 'redirect',
    errors: [],
  }),
  socialCallback: endpoint({
    method: 'GET',
    path: '/api/authentication/social/:provider/callback',
    summary:
      "The provider's answer: opens the session and redirects as spec §4 says (or to /get-started?error_code=).",
    auth: 'anyone',
    params: ZSocialProviderParams,
    query: ZSocialCallbackParams,
    answer: 'redirect',
    errors: [],
  }),
  socialCallbackPost: endpoint({
    method: 'POST',
    path: '/api/authentication/social/:provider/callback',
    summary: "The provider's answer as a form post (Apple's form_post): the same as the GET callback.",
    auth: 'anyone',
    params: ZSocialProviderParams,
    body: ZSocialCallbackParams,
    answer: 'redirect',
    errors: [],
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/api/authentication/jobseekers/social-login',
    summary: 'Sign in with the spec §3 social payload, proven by the provider’s ID token.',
    auth: 'anyone',
    body: ZSocialLoginBody,
    response: ZSocialLoginResult,
    errors: [tooManyAttempts, ...socialRefusals, ...signInRefusals],
  }),
  qrCreate: endpoint({
    method: 'POST',
    path: '/api/authentication/qr/create',
    summary: 'A two-minute QR login token for this desktop, with its QR code (bound to this browser).',
    auth: 'anyone',
    body: ZQrLoginCreateBody,
    response: ZQrLoginCreated,
    errors: [tooManyAttempts],
  }),
  qrEvents: endpoint({
    method: 'GET',
    path: '/api/authentication/qr/:token/events',
    summary: "The token's status as server-sent events (`event: status`), for the desktop that created it.",
    auth: 'anyone',
    params: ZQrLoginParams,
    answer: 'stream',
    errors: [errorCodes.notFound, errorCodes.noPermission],
  }),
  qrScan: endpoint({
    method: 'POST',
    path: '/api/authentication/qr/:token/scan',
    summary: "The signed-in phone opened the code's link: answers which browser asks to be signed in.",
    auth: 'seeker',
    params: ZQrLoginParams,
    response: ZQrLoginScan,
    errors: [errorCodes.notFound, otpUsed, otpExpired],
  }),
  qrConfirm: endpoint({
    method: 'POST',
    path: '/api/authentication/qr/:token/confirm',
    summary: 'The phone that scanned says yes: the desktop may now complete its sign-in.',
    auth: 'seeker',
    params: ZQrLoginParams,
    response: ZQrLoginEvent,
    errors: [errorCodes.notFound, otpUsed, otpExpired],
  }),
  qrCancel: endpoint({
    method: 'POST',
    path: '/api/authentication/qr/:token/cancel',
    summary: 'Cancel the QR sign-in, by the desktop that created it or the phone that scanned it.',
    auth: 'anyone',
    params: ZQrLoginParams,
    response: ZQrLoginEvent,
    errors: [errorCodes.notFound, otpUsed, otpExpired],
  }),
  qrComplete: endpoint({
    method: 'POST',
    path: '/api/authentication/qr/:token/complete',
    summary: "The desktop opens the phone's seeker session, once the phone confirmed.",
    auth: 'anyone',
    params: ZQrLoginParams,
    response: ZQrLoginCompleted,
    errors: [errorCodes.notFound, otpUsed, otpExpired, ...signInRefusals],
  }),
  bossLogin: endpoint({
    method: 'POST',
    path: '/api/authentication/recruiters/login',
    summary: "The Boss's password login to the employer console: opens a recruiter session.",
    auth: 'anyone',
    body: ZLoginBody,
    response: ZRecruiterSession,
    errors: [tooManyAttempts, ...signInRefusals],
  }),
  keepLogin: endpoint({
    method: 'GET',
    path: '/keep-login',
    summary:
      'Employer site only (spec §2, ?country&lang&sessionid&redirect): redeems a hand-off ticket for a recruiter session and redirects to `redirect`, or to the login page when it cannot.',
    auth: 'anyone',
    answer: 'redirect',
    errors: [errorCodes.notFound],
  }),
  emailVerificationSend: endpoint({
    method: 'POST',
    path: '/api/data/email/generate-otp',
    summary: "Mail the seeker a code and a link that prove the account's email address.",
    auth: 'seeker',
    response: ZCodeSent,
    errors: [tooManyAttempts, ...unreadBody],
  }),
  emailVerify: endpoint({
    method: 'GET',
    path: '/api/data/email/verify',
    summary:
      'Verify the email address by the mailed link’s code (any browser) or the six digits (signed in as the account).',
    auth: 'anyone',
    query: ZEmailVerifyQuery,
    response: ZEmailVerified,
    errors: [
      tooManyAttempts,
      errorCodes.emailOrCodeWrong,
      otpUsed,
      otpExpired,
      errorCodes.credentialsNotProvided,
    ],
  }),
};
