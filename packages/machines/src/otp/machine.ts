import { limits } from '@talkhire/config';
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { actorError } from '../failure';
import { notProvided } from '../not-provided';
import { sendCodeError, verifyCodeError } from './otp-error';
import type {
  OtpError,
  OtpEvent,
  OtpInput,
  OtpPurpose,
  OtpResult,
  OtpVerification,
  SendCodeInput,
  SendCodeOutput,
  VerifyCodeInput,
} from './types';

/** Spec §9 names a resend countdown in seconds but not its length; a minute is ours. */
export const defaultResendSeconds = 60;

/** Spec §5: a one-time code is 6 digits. */
const codePattern = new RegExp(`^\\d{${limits.otpLength}}$`);
const tickId = 'otp.tick';

export interface OtpContext {
  purpose: OtpPurpose;
  destination: string;
  challenge: string | null;
  firstSend: NonNullable<OtpInput['firstSend']>;
  sentTo: string | null;
  /** The last code submitted in the right shape. */
  code: string | null;
  resendSeconds: number;
  /** Seconds until OTP.RESEND is allowed; counts down while it is above 0. */
  resendIn: number;
  error: OtpError | null;
  result: OtpResult | null;
}

/**
 * A one-time code: email code, phone code, two-factor and password reset. The code is sent, the
 * person types it, the server checks it; a resend waits for the countdown to reach 0.
 */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as OtpResult,
    tags: {} as 'loading',
  },
  actors: {
    sendCode: notProvided<SendCodeOutput, SendCodeInput>('sendCode'),
    verifyCode: notProvided<OtpVerification, VerifyCodeInput>('verifyCode'),
  },
  guards: {
    sendsOnStart: ({ context }) => context.firstSend === 'onStart',
    wasAlreadySent: ({ context }) => context.firstSend === 'alreadySent',
    isWellFormedCode: ({ event }) => event.type === 'OTP.SUBMIT' && codePattern.test(event.code),
    resendAllowed: ({ context }) => context.resendIn === 0,
    countingDown: ({ context }) => context.resendIn > 0,
    isWrongCode: ({ event }) => verifyCodeError(actorError(event)).kind === 'wrongCode',
    isUsedCode: ({ event }) => verifyCodeError(actorError(event)).kind === 'codeUsed',
    isExpiredCode: ({ event }) => verifyCodeError(actorError(event)).kind === 'codeExpired',
  },
  actions: {
    clearError: assign({ error: null }),
    rememberCode: assign({ code: ({ event }) => (event.type === 'OTP.SUBMIT' ? event.code : null) }),
    rejectMalformedCode: assign({ error: { kind: 'malformedCode' } }),
    rememberVerifyError: assign({ error: ({ event }) => verifyCodeError(actorError(event)) }),
    /** One chain of one-second ticks at a time: an older chain is cancelled first. */
    startCountdown: enqueueActions(({ enqueue }, params: { seconds: number }) => {
      enqueue.cancel(tickId);
      enqueue.assign({ resendIn: Math.max(0, Math.ceil(params.seconds)) });
      if (params.seconds > 0) enqueue.raise({ type: 'OTP.TICK' }, { delay: 1000, id: tickId });
    }),
    tick: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ resendIn: context.resendIn - 1 });
      if (context.resendIn > 1) enqueue.raise({ type: 'OTP.TICK' }, { delay: 1000, id: tickId });
    }),
  },
}).createMachine({
  id: 'otp',
  description: 'A 6-digit one-time code sent to an email address or a phone, then checked by the server.',
  context: ({ input }) => ({
    purpose: input.purpose,
    destination: input.destination,
    challenge: input.challenge ?? null,
    firstSend: input.firstSend ?? 'onRequest',
    sentTo: input.sentTo ?? null,
    code: null,
    resendSeconds: input.resendSeconds ?? defaultResendSeconds,
    resendIn: 0,
    error: null,
    result: null,
  }),
  initial: 'Idle',
  on: {
    'OTP.TICK': { guard: 'countingDown', actions: 'tick' },
  },
  states: {
    Idle: {
      description: 'Nothing sent yet; the screen offers to send the code.',
      always: [
        { guard: 'sendsOnStart', target: 'Sending' },
        {
          guard: 'wasAlreadySent',
          target: 'CodeSent',
          actions: { type: 'startCountdown', params: ({ context }) => ({ seconds: context.resendSeconds }) },
        },
      ],
      on: { 'OTP.SEND': 'Sending' },
    },
    Sending: {
      description: 'Asking the server to send a fresh code.',
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({
          purpose: context.purpose,
          destination: context.destination,
          challenge: context.challenge,
        }),
        onDone: {
          target: 'CodeSent',
          actions: [
            assign({ sentTo: ({ event }) => event.output.sentTo }),
            { type: 'startCountdown', params: ({ context }) => ({ seconds: context.resendSeconds }) },
          ],
        },
        onError: {
          target: 'SendFailed',
          actions: [
            assign({ error: ({ event }) => sendCodeError(event.error) }),
            // A 429 says how long to wait: the retry waits for it like a resend.
            {
              type: 'startCountdown',
              params: ({ context }) => ({
                seconds: context.error?.kind === 'tooManyAttempts' ? (context.error.retryAfter ?? 0) : 0,
              }),
            },
          ],
        },
      },
    },
    SendFailed: {
      description:
        "The code could not be sent ('Fail to send OTP', too many attempts, or a bad destination).",
      on: { 'OTP.SEND': { guard: 'resendAllowed', target: 'Sending' } },
    },
    CodeSent: {
      description: 'A code is on its way; the person types it. Resend unlocks when the countdown ends.',
      on: awaitingCode(),
    },
    Verifying: {
      description: 'The server is checking the code.',
      tags: 'loading',
      entry: 'clearError',
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'OTP.SUBMIT');
          return {
            purpose: context.purpose,
            destination: context.destination,
            challenge: context.challenge,
            code: event.code,
          };
        },
        onDone: {
          target: 'Verified',
          actions: assign({
            result: ({ context, event }) => ({
              purpose: context.purpose,
              destination: context.destination,
              code: context.code ?? '',
              verification: event.output,
            }),
          }),
        },
        // Spec §8: wrong (41040), used (41042) and expired (41043) codes each have their state.
        onError: [
          { guard: 'isWrongCode', target: 'WrongCode', actions: 'rememberVerifyError' },
          { guard: 'isUsedCode', target: 'Used', actions: 'rememberVerifyError' },
          { guard: 'isExpiredCode', target: 'Expired', actions: 'rememberVerifyError' },
          { target: 'VerifyFailed', actions: 'rememberVerifyError' },
        ],
      },
    },
    WrongCode: {
      description: "41040: 'The OTP you have entered is wrong. Please try again.'",
      on: awaitingCode(),
    },
    Used: {
      description: '41042: the code was already used; a new one is needed.',
      on: awaitingCode(),
    },
    Expired: {
      description: '41043: the code has expired; a new one is needed.',
      on: awaitingCode(),
    },
    VerifyFailed: {
      description: 'The check failed for another reason (too many attempts, server or network).',
      on: awaitingCode(),
    },
    Verified: {
      description: 'The server accepted the code; the output says what it unlocked.',
      type: 'final',
    },
  },
  output: ({ context }) => context.result as OtpResult,
});

/** Every state that waits for a code accepts a new one or, once the countdown is over, a resend. */
function awaitingCode() {
  return {
    'OTP.SUBMIT': [
      {
        guard: 'isWellFormedCode' as const,
        target: 'Verifying' as const,
        actions: 'rememberCode' as const,
      },
      { actions: 'rejectMalformedCode' as const },
    ],
    'OTP.RESEND': { guard: 'resendAllowed' as const, target: 'Sending' as const },
  };
}
