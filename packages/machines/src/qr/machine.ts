import type { LanguageCode } from '@talkhire/config';
import type { TSessionUser } from '@talkhire/contracts';
import { assertEvent, assign, type EventObject, fromCallback, setup } from 'xstate';
import { readFailure } from '../failure';
import { destinationAfterLogin } from '../login/destination-after-login';
import { notProvided } from '../not-provided';
import type {
  CompleteQrLoginInput,
  QrError,
  QrEvent,
  QrInput,
  QrOutcome,
  QrScanner,
  QrSession,
} from './types';

/** How long "scanned" shows before the screen asks to confirm on the phone. */
export const scannedNoticeMs = 1500;

export interface QrContext {
  ownOrigin: string;
  language: LanguageCode;
  redirect: string | null;
  session: QrSession | null;
  scanner: QrScanner | null;
  outcome: QrOutcome | null;
  error: QrError | null;
}

/**
 * QR-code login on the desktop (spec §4): show a short-lived code, learn from the server that the
 * signed-in phone scanned it and confirmed, then exchange the confirmation for this browser's own
 * session. An expired, cancelled or failed code is replaced on QR.REFRESH.
 */
export const qrMachine = setup({
  types: {
    context: {} as QrContext,
    events: {} as QrEvent,
    input: {} as QrInput,
    output: {} as QrOutcome,
    tags: {} as 'loading',
  },
  actors: {
    createQr: notProvided<QrSession, void>('createQr'),
    /** Sends back the server's QR.* events (`QrServerEvent`) for `token`, over SSE or a socket. */
    listenToQr: fromCallback<EventObject, { token: string }>(() => {
      throw new Error("The actor 'listenToQr' must be provided with machine.provide({ actors })");
    }),
    completeQrLogin: notProvided<TSessionUser, CompleteQrLoginInput>('completeQrLogin'),
  },
  actions: {
    forgetCode: assign({ session: null, scanner: null, error: null }),
  },
  delays: {
    /** The code dies on its own even if the server's QR.EXPIRED never arrives. */
    qrLifetime: ({ context }) => (context.session?.expiresInSeconds ?? 0) * 1000,
    scannedNotice: scannedNoticeMs,
  },
}).createMachine({
  id: 'qr',
  description: 'QR-code login on the desktop, confirmed from the signed-in phone.',
  context: ({ input }) => ({
    ownOrigin: input.ownOrigin,
    language: input.language,
    redirect: input.redirect ?? null,
    session: null,
    scanner: null,
    outcome: null,
    error: null,
  }),
  initial: 'Creating',
  states: {
    Creating: {
      description: 'Asking the server for a fresh short-lived code.',
      tags: 'loading',
      entry: 'forgetCode',
      invoke: {
        id: 'createQr',
        src: 'createQr',
        onDone: { target: 'Listening', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'Failed',
          actions: assign({
            error: ({ event }) => ({ kind: 'createFailed' as const, failure: readFailure(event.error) }),
          }),
        },
      },
    },
    Listening: {
      description: 'The code is shown; server events about it arrive through the listener.',
      invoke: {
        id: 'listenToQr',
        src: 'listenToQr',
        input: ({ context }) => ({ token: context.session?.token ?? '' }),
        onError: {
          target: 'Failed',
          actions: assign({
            error: ({ event }) => ({ kind: 'connectionLost' as const, failure: readFailure(event.error) }),
          }),
        },
      },
      after: { qrLifetime: 'Expired' },
      on: {
        // Confirmation may overtake a lost QR.SCANNED: the server only confirms a scanned code.
        'QR.CONFIRMED': 'Completing',
        'QR.EXPIRED': 'Expired',
        'QR.CANCELLED': 'Cancelled',
        'QR.CONNECTION_LOST': {
          target: 'Failed',
          actions: assign({ error: { kind: 'connectionLost', failure: null } }),
        },
      },
      initial: 'Waiting',
      states: {
        Waiting: {
          description: 'Showing the QR code until a phone scans it.',
          on: {
            'QR.SCANNED': { target: 'Scanned', actions: assign({ scanner: ({ event }) => event.scanner }) },
          },
        },
        Scanned: {
          description: 'A phone scanned the code; shows who, briefly.',
          after: { scannedNotice: 'ConfirmOnApp' },
        },
        ConfirmOnApp: {
          description: 'Waiting for the person to confirm the sign-in on the phone.',
        },
      },
    },
    Completing: {
      description: "Exchanging the phone's confirmation for this browser's session.",
      tags: 'loading',
      invoke: {
        id: 'completeQrLogin',
        src: 'completeQrLogin',
        input: ({ context, event }) => {
          assertEvent(event, 'QR.CONFIRMED');
          return { token: context.session?.token ?? '', ticket: event.ticket };
        },
        onDone: {
          target: 'Success',
          actions: assign({
            outcome: ({ context, event }) => ({
              user: event.output,
              destination: destinationAfterLogin({
                user: event.output,
                redirect: context.redirect,
                ownOrigin: context.ownOrigin,
                language: context.language,
              }),
            }),
          }),
        },
        onError: {
          target: 'Failed',
          actions: assign({
            error: ({ event }) => ({ kind: 'completeFailed' as const, failure: readFailure(event.error) }),
          }),
        },
      },
    },
    Success: {
      description: 'Signed in on the desktop; the output says where to go (spec §4).',
      type: 'final',
    },
    Expired: {
      description: 'The code expired before it was confirmed; offer a new one.',
      on: { 'QR.REFRESH': 'Creating' },
    },
    Cancelled: {
      description: 'The person declined on the phone; offer a new code.',
      on: { 'QR.REFRESH': 'Creating' },
    },
    Failed: {
      description: 'The code could not be created, followed or exchanged; offer a new one.',
      on: { 'QR.REFRESH': 'Creating' },
    },
  },
  output: ({ context }) => context.outcome as QrOutcome,
});
