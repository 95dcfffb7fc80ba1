import {
  errorCodes,
  type TAuthoriseUrl,
  type TIdentityInfo,
  type TVerifyIdentityResult,
} from '@talkhire/contracts';
import { assign, setup } from 'xstate';
import { actorError, readFailure } from '../failure';
import { notProvided } from '../not-provided';
import type {
  IdentityVerificationContext,
  IdentityVerificationEvent,
  IdentityVerificationInput,
} from './types';

/**
 * An authorise URL's login must come back within ten minutes (the relay forgets its state then):
 * a button left waiting longer fetches a fresh one first.
 */
export const authoriseUrlFreshMs = 9 * 60_000;

/** The codes after which only a new identity login helps: the failed dialog (spec §2). */
const identityFailures: readonly number[] = [errorCodes.identityUnavailable, errorCodes.identityLoginMissing];

/**
 * Singapore identity verification (spec §4, five steps). One definition serves both ends of the
 * trip: the identity-login button (fetch the authorise URL, then leave for the provider in a new
 * window) and the page the provider returns to with the show-identity-info flag (load the
 * identity data, confirm it, verify, then the success or the failed dialog). 'Do it later'
 * postpones the flow for three days.
 */
export const identityVerificationMachine = setup({
  types: {
    context: {} as IdentityVerificationContext,
    events: {} as IdentityVerificationEvent,
    input: {} as IdentityVerificationInput,
    tags: {} as 'loading',
  },
  actors: {
    fetchAuthoriseUrl: notProvided<TAuthoriseUrl, { redirectUri: string }>('fetchAuthoriseUrl'),
    loadUserInfo: notProvided<TIdentityInfo, void>('loadUserInfo'),
    verify: notProvided<TVerifyIdentityResult, void>('verify'),
  },
  guards: {
    identityFailure: ({ event }) => identityFailures.includes(readFailure(actorError(event)).code),
    hasAuthoriseUrl: ({ context }) => context.authoriseUrl !== null,
  },
  delays: { authoriseUrlFresh: authoriseUrlFreshMs },
  actions: {
    keepFailure: assign({ failure: ({ event }) => readFailure(actorError(event)) }),
    forget: assign({ authoriseUrl: null, info: null, failure: null }),
  },
}).createMachine({
  id: 'identityVerification',
  description: 'Verifying a Singapore seeker’s identity with the national digital-identity service.',
  context: ({ input }) => ({
    redirectUri: input.redirectUri,
    authoriseUrl: null,
    info: null,
    result: null,
    failure: null,
  }),
  initial: 'Idle',
  states: {
    Idle: {
      description: 'Nothing under way: no button waiting for its URL, no dialog open.',
      entry: 'forget',
      on: {
        'IDENTITY.PREPARE': 'FetchingUrl',
        'IDENTITY.RETURNED': 'Confirming',
      },
    },
    FetchingUrl: {
      description: 'The identity-login button shows loading until the authorise URL is fetched (step 1).',
      tags: 'loading',
      invoke: {
        id: 'fetchAuthoriseUrl',
        src: 'fetchAuthoriseUrl',
        input: ({ context }) => ({ redirectUri: context.redirectUri }),
        onDone: {
          target: 'Ready',
          actions: assign({ authoriseUrl: ({ event }) => event.output.authorise_url, failure: null }),
        },
        onError: { target: 'Failed', actions: 'keepFailure' },
      },
    },
    Ready: {
      description:
        'The button can be tapped: it opens the authorise URL in a new window. A URL kept too long is fetched again.',
      after: { authoriseUrlFresh: 'FetchingUrl' },
      on: { 'IDENTITY.LEAVE': { guard: 'hasAuthoriseUrl', target: 'AwayAtProvider' } },
    },
    AwayAtProvider: {
      description:
        'The provider’s page is open in its own window; it returns to the return URL there (steps 2-3). ' +
        'A state and PKCE pair serves one login: another tap fetches a fresh URL.',
      on: { 'IDENTITY.PREPARE': 'FetchingUrl' },
    },
    Confirming: {
      description: 'Back from the provider: the identity data is loaded, then shown to confirm (step 3).',
      initial: 'LoadingInfo',
      on: { 'IDENTITY.CLOSE': 'Idle' },
      states: {
        LoadingInfo: {
          description: 'Fetching the identity data the provider gave for this seeker.',
          tags: 'loading',
          invoke: {
            id: 'loadUserInfo',
            src: 'loadUserInfo',
            onDone: {
              target: 'Shown',
              actions: assign({ info: ({ event }) => event.output, failure: null }),
            },
            onError: { target: '#identityVerification.Failed', actions: 'keepFailure' },
          },
        },
        Shown: {
          description: 'The confirm dialog shows the seven rows and a submit button.',
          on: { 'IDENTITY.SUBMIT': '#identityVerification.Verifying' },
        },
      },
    },
    Verifying: {
      description:
        'Submit calls verify with a loading state; the dialog cannot be closed meanwhile (step 4).',
      tags: 'loading',
      invoke: {
        id: 'verify',
        src: 'verify',
        onDone: {
          target: 'Verified',
          actions: assign({ result: ({ event }) => event.output, failure: null }),
        },
        onError: [
          { guard: 'identityFailure', target: 'Failed', actions: 'keepFailure' },
          // Anything else (the network, a busy server) leaves the data confirmable once more.
          { target: 'Confirming.Shown', actions: 'keepFailure' },
        ],
      },
    },
    Verified: {
      description: 'The success dialog: the new identity, its benefits, and find jobs now.',
      type: 'final',
    },
    Failed: {
      description:
        'The identity data could not be had (41431, 41432, or no authorise URL): the failed dialog, ' +
        'with do it later and the red identity-login button.',
      on: {
        'IDENTITY.PREPARE': 'FetchingUrl',
        'IDENTITY.LATER': 'Postponed',
        'IDENTITY.CLOSE': 'Idle',
      },
    },
    Postponed: {
      description: 'Do it later: not asked again for three days (the identity_do_it_later cookie).',
      type: 'final',
    },
  },
});
