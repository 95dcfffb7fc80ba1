import type { LanguageCode } from '@talkhire/config';
import { errorCodes, type TSessionUser } from '@talkhire/contracts';
import { assertEvent, assign, setup } from 'xstate';
import { actorError, readFailure } from '../failure';
import { notProvided } from '../not-provided';
import { otpMachine } from '../otp/machine';
import type { OtpResult } from '../otp/types';
import { destinationAfterLogin } from './destination-after-login';
import { requestError, signInError } from './login-error';
import type {
  AccountChoice,
  AccountLookup,
  LoginError,
  LoginEvent,
  LoginInput,
  LoginOutcome,
  PasswordSignInInput,
  PasswordSignInResult,
  SelectAccountInput,
  SocialProvider,
  SocialSignInInput,
  SocialSignInStart,
} from './types';
import { isEmailAddress, normalizePhone } from './validation';

/** When a 429 does not say how long to wait, wait a minute before offering the form again. */
export const defaultRetrySeconds = 60;

export interface LoginContext {
  ownOrigin: string;
  language: LanguageCode;
  redirect: string | null;
  resendSeconds: number | undefined;
  signedInUser: TSessionUser | null;
  email: string;
  accountExists: boolean | null;
  phone: { dialCode: string; number: string } | null;
  twoFactor: { challenge: string; sentTo: string } | null;
  accountChoice: { ticket: string; accounts: AccountChoice[] } | null;
  provider: SocialProvider | null;
  outcome: LoginOutcome | null;
  error: LoginError | null;
}

/**
 * The get-started sign-in (spec §2, §4): choose email, phone or a social provider; an email
 * continues with its password or with a code; a password sign-in on an unrecognised device asks
 * for a two-factor code; a phone tied to several accounts asks which one. The code steps are the
 * OTP machine, invoked as a child (`snapshot.children.emailCode`, `phoneCode`, `twoFactorCode`).
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutcome,
    tags: {} as 'loading',
    children: {} as { emailCode: 'otp'; phoneCode: 'otp'; twoFactorCode: 'otp' },
  },
  actors: {
    lookUpAccount: notProvided<AccountLookup, { email: string }>('lookUpAccount'),
    signInWithPassword: notProvided<PasswordSignInResult, PasswordSignInInput>('signInWithPassword'),
    otp: otpMachine,
    selectAccount: notProvided<TSessionUser, SelectAccountInput>('selectAccount'),
    startSocialSignIn: notProvided<SocialSignInStart, SocialSignInInput>('startSocialSignIn'),
    signOut: notProvided<void, void>('signOut'),
  },
  guards: {
    alreadySignedIn: ({ context }) => context.signedInUser !== null,
    isEmailAddress: ({ event }) => event.type === 'LOGIN.SUBMIT_EMAIL' && isEmailAddress(event.email),
    hasPasswordGiven: ({ event }) => event.type === 'LOGIN.SUBMIT_PASSWORD' && event.password.length > 0,
    isPhoneNumber: ({ event }) =>
      event.type === 'LOGIN.SUBMIT_PHONE' && normalizePhone(event.dialCode, event.number) !== null,
    isListedAccount: ({ context, event }) =>
      event.type === 'LOGIN.CHOOSE_ACCOUNT' &&
      (context.accountChoice?.accounts.some((account) => account.id === event.accountId) ?? false),
    isInvalidCredential: ({ event }) => signInError(actorError(event)).kind === 'invalidCredential',
    isAccountSuspended: ({ event }) => signInError(actorError(event)).kind === 'accountSuspended',
    isTooManyAttempts: ({ event }) => signInError(actorError(event)).kind === 'tooManyAttempts',
  },
  actions: {
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: LoginError }) => ({ error: params.error })),
    rememberSignInError: assign({ error: ({ event }) => signInError(actorError(event)) }),
    /** Spec §4: a sign-in lands where `destinationAfterLogin` says. */
    signIn: assign(({ context }, params: { user: TSessionUser }) => ({
      error: null,
      outcome: {
        kind: 'signedIn' as const,
        user: params.user,
        destination: destinationAfterLogin({
          user: params.user,
          redirect: context.redirect,
          ownOrigin: context.ownOrigin,
          language: context.language,
        }),
      },
    })),
  },
  delays: {
    retryAfter: ({ context }) =>
      ((context.error?.kind === 'tooManyAttempts' && context.error.retryAfter) || defaultRetrySeconds) * 1000,
  },
}).createMachine({
  id: 'login',
  description: 'Signing in from /get-started: by email (password or code), phone code or a social provider.',
  context: ({ input }) => ({
    ownOrigin: input.ownOrigin,
    language: input.language,
    redirect: input.redirect ?? null,
    resendSeconds: input.resendSeconds,
    signedInUser: input.signedInUser ?? null,
    email: '',
    accountExists: null,
    phone: null,
    twoFactor: null,
    accountChoice: null,
    provider: null,
    outcome: null,
    error: null,
  }),
  initial: 'ChooseMethod',
  states: {
    ChooseMethod: {
      description: 'Continue with email, phone or a social provider.',
      always: { guard: 'alreadySignedIn', target: 'AlreadySignedIn' },
      on: {
        'LOGIN.CHOOSE_EMAIL': { target: 'EnterEmail', actions: 'clearError' },
        'LOGIN.CHOOSE_PHONE': { target: 'EnterPhone', actions: 'clearError' },
        'LOGIN.CHOOSE_SOCIAL': {
          target: 'PreparingSocial',
          actions: assign({ provider: ({ event }) => event.provider }),
        },
      },
    },
    AlreadySignedIn: {
      description: 'Someone is already signed in: offer to sign out or to go back home.',
      on: {
        'LOGIN.SIGN_OUT': 'SigningOut',
        'LOGIN.BACK_HOME': { target: 'BackHome', actions: assign({ outcome: { kind: 'backHome' } }) },
      },
    },
    SigningOut: {
      description: 'Closing the current session before signing in again.',
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'ChooseMethod', actions: assign({ signedInUser: null }) },
        onError: {
          target: 'AlreadySignedIn',
          actions: { type: 'setError', params: ({ event }) => ({ error: requestError(event.error) }) },
        },
      },
    },
    BackHome: {
      description: 'The person chose to go back home; the page navigates there.',
      type: 'final',
    },
    EnterEmail: {
      description: 'Typing the email address.',
      on: {
        'LOGIN.SUBMIT_EMAIL': [
          {
            guard: 'isEmailAddress',
            target: 'CheckingEmail',
            actions: assign({ email: ({ event }) => event.email.trim() }),
          },
          { actions: { type: 'setError', params: { error: { kind: 'invalidEmail' } } } },
        ],
        'LOGIN.BACK': { target: 'ChooseMethod', actions: 'clearError' },
      },
    },
    CheckingEmail: {
      description: 'Asking whether the address has an account and a password.',
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'lookUpAccount',
        src: 'lookUpAccount',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: ({ event }) => event.output.hasPassword,
            target: 'EnterPassword',
            actions: assign({ accountExists: ({ event }) => event.output.exists }),
          },
          { target: 'EmailCode', actions: assign({ accountExists: ({ event }) => event.output.exists }) },
        ],
        onError: {
          target: 'EnterEmail',
          actions: { type: 'setError', params: ({ event }) => ({ error: requestError(event.error) }) },
        },
      },
    },
    EnterPassword: {
      description: 'The account has a password: type it, or ask for an email code instead.',
      on: passwordForm(),
    },
    SigningIn: {
      description: 'Checking the email and password.',
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'signInWithPassword',
        src: 'signInWithPassword',
        // The password goes straight from the event to the call: it never sits in the context.
        input: ({ context, event }) => {
          assertEvent(event, 'LOGIN.SUBMIT_PASSWORD');
          return { email: context.email, password: event.password };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'twoFactorRequired',
            target: 'TwoFactor',
            actions: assign({
              twoFactor: ({ event }) =>
                event.output.kind === 'twoFactorRequired'
                  ? { challenge: event.output.challenge, sentTo: event.output.sentTo }
                  : null,
            }),
          },
          {
            target: 'Success',
            actions: {
              type: 'signIn',
              params: ({ event }) => ({ user: (event.output as { user: TSessionUser }).user }),
            },
          },
        ],
        onError: [
          { guard: 'isInvalidCredential', target: 'InvalidCredential', actions: 'rememberSignInError' },
          { guard: 'isAccountSuspended', target: 'AccountSuspended', actions: 'rememberSignInError' },
          { guard: 'isTooManyAttempts', target: 'TooManyAttempts', actions: 'rememberSignInError' },
          { target: 'EnterPassword', actions: 'rememberSignInError' },
        ],
      },
    },
    InvalidCredential: {
      description: "401/422: 'invalid credential'. The person may type the password again.",
      on: passwordForm(),
    },
    AccountSuspended: {
      description: "403: 'account suspended'. Nothing to retry; the person can go back.",
      on: { 'LOGIN.BACK': { target: 'EnterEmail', actions: 'clearError' } },
    },
    TooManyAttempts: {
      description: '429: too many attempts; the form comes back after retry_after seconds.',
      after: { retryAfter: { target: 'EnterPassword', actions: 'clearError' } },
      on: { 'LOGIN.BACK': { target: 'EnterEmail', actions: 'clearError' } },
    },
    TwoFactor: {
      description:
        'An unrecognised device: the code mailed with the sign-in must be typed (child OTP machine).',
      invoke: {
        id: 'twoFactorCode',
        src: 'otp',
        input: ({ context }) => ({
          purpose: 'two-factor' as const,
          destination: context.email,
          challenge: context.twoFactor?.challenge ?? null,
          sentTo: context.twoFactor?.sentTo ?? null,
          firstSend: 'alreadySent' as const,
          ...(context.resendSeconds === undefined ? {} : { resendSeconds: context.resendSeconds }),
        }),
        onDone: codeOutcome('EnterPassword'),
        onError: {
          target: 'EnterPassword',
          actions: { type: 'setError', params: ({ event }) => ({ error: requestError(event.error) }) },
        },
      },
      on: { 'LOGIN.BACK': { target: 'EnterPassword', actions: 'clearError' } },
    },
    EmailCode: {
      description: 'Signing in (or up) with a code sent to the email address (child OTP machine).',
      invoke: {
        id: 'emailCode',
        src: 'otp',
        input: ({ context }) => ({
          purpose: 'email-login' as const,
          destination: context.email,
          firstSend: 'onStart' as const,
          ...(context.resendSeconds === undefined ? {} : { resendSeconds: context.resendSeconds }),
        }),
        onDone: codeOutcome('EnterEmail'),
        onError: {
          target: 'EnterEmail',
          actions: { type: 'setError', params: ({ event }) => ({ error: requestError(event.error) }) },
        },
      },
      on: { 'LOGIN.BACK': { target: 'EnterEmail', actions: 'clearError' } },
    },
    EnterPhone: {
      description: 'Typing the phone number with its country dial code.',
      on: {
        'LOGIN.SUBMIT_PHONE': [
          {
            guard: 'isPhoneNumber',
            target: 'PhoneCode',
            actions: assign({
              phone: ({ event }) => normalizePhone(event.dialCode, event.number),
              error: null,
            }),
          },
          { actions: { type: 'setError', params: { error: { kind: 'invalidPhone' } } } },
        ],
        'LOGIN.BACK': { target: 'ChooseMethod', actions: 'clearError' },
      },
    },
    PhoneCode: {
      description: 'Signing in with a code sent by SMS (child OTP machine).',
      invoke: {
        id: 'phoneCode',
        src: 'otp',
        input: ({ context }) => ({
          purpose: 'phone-login' as const,
          destination: `${context.phone?.dialCode ?? ''}${context.phone?.number ?? ''}`,
          firstSend: 'onStart' as const,
          ...(context.resendSeconds === undefined ? {} : { resendSeconds: context.resendSeconds }),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.verification.kind === 'chooseAccount',
            target: 'ChooseAccount',
            actions: assign({
              accountChoice: ({ event }) =>
                event.output.verification.kind === 'chooseAccount'
                  ? { ticket: event.output.verification.ticket, accounts: event.output.verification.accounts }
                  : null,
            }),
          },
          ...codeOutcome('EnterPhone'),
        ],
        onError: {
          target: 'EnterPhone',
          actions: { type: 'setError', params: ({ event }) => ({ error: requestError(event.error) }) },
        },
      },
      on: { 'LOGIN.BACK': { target: 'EnterPhone', actions: 'clearError' } },
    },
    ChooseAccount: {
      description: 'The phone number belongs to several accounts: pick one.',
      on: {
        'LOGIN.CHOOSE_ACCOUNT': { guard: 'isListedAccount', target: 'SelectingAccount' },
        'LOGIN.BACK': { target: 'EnterPhone', actions: 'clearError' },
      },
    },
    SelectingAccount: {
      description: 'Signing in to the chosen account with the ticket the code earned.',
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'selectAccount',
        src: 'selectAccount',
        input: ({ context, event }) => {
          assertEvent(event, 'LOGIN.CHOOSE_ACCOUNT');
          return { ticket: context.accountChoice?.ticket ?? '', accountId: event.accountId };
        },
        onDone: {
          target: 'Success',
          actions: { type: 'signIn', params: ({ event }) => ({ user: event.output }) },
        },
        onError: {
          target: 'ChooseAccount',
          actions: { type: 'setError', params: ({ event }) => ({ error: requestError(event.error) }) },
        },
      },
    },
    PreparingSocial: {
      description: "Preparing the provider's authorisation request (OpenID Connect, code with PKCE).",
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'startSocialSignIn',
        src: 'startSocialSignIn',
        input: ({ context, event }) => {
          assertEvent(event, 'LOGIN.CHOOSE_SOCIAL');
          return { provider: event.provider, redirect: context.redirect };
        },
        onDone: {
          target: 'RedirectingToProvider',
          actions: assign({
            outcome: ({ event }) => ({
              kind: 'redirectToProvider' as const,
              url: event.output.authorizationUrl,
            }),
          }),
        },
        onError: {
          target: 'ChooseMethod',
          actions: assign({
            error: ({ event }) => ({ kind: 'socialUnavailable' as const, failure: readFailure(event.error) }),
          }),
        },
      },
    },
    RedirectingToProvider: {
      description: "Leaving for the provider's sign-in page; the provider sends the browser back.",
      type: 'final',
    },
    Success: {
      description: 'Signed in; the output says where to go (spec §4).',
      type: 'final',
    },
  },
  output: ({ context }) => context.outcome as LoginOutcome,
});

/** EnterPassword and InvalidCredential take the same answers. */
function passwordForm() {
  return {
    'LOGIN.SUBMIT_PASSWORD': [
      { guard: 'hasPasswordGiven' as const, target: 'SigningIn' as const },
      {
        actions: {
          type: 'setError' as const,
          params: { error: { kind: 'passwordRequired' as const } },
        },
      },
    ],
    'LOGIN.USE_EMAIL_CODE': { target: 'EmailCode' as const, actions: 'clearError' as const },
    'LOGIN.BACK': { target: 'EnterEmail' as const, actions: 'clearError' as const },
  };
}

/** A code that signed someone in succeeds; any other answer is unexpected for that step. */
function codeOutcome<TBack extends 'EnterEmail' | 'EnterPassword' | 'EnterPhone'>(back: TBack) {
  return [
    {
      guard: ({ event }: { event: { output: OtpResult } }) => event.output.verification.kind === 'signedIn',
      target: 'Success' as const,
      actions: {
        type: 'signIn' as const,
        params: ({ event }: { event: { output: OtpResult } }) => ({
          user: (event.output.verification as { user: TSessionUser }).user,
        }),
      },
    },
    {
      target: back,
      actions: {
        type: 'setError' as const,
        params: ({ event }: { event: { output: OtpResult } }) => ({
          error: {
            kind: 'unexpected' as const,
            // An answer the step cannot use: the API client reports such answers as 50001 too.
            failure: {
              status: 200,
              code: errorCodes.internalError,
              message: `unexpected ${event.output.verification.kind}`,
            },
          },
        }),
      },
    },
  ];
}
