import {
  errorCodes,
  type TResumeSyncResult,
  type TSyncableContent,
  type TSyncItem,
} from '@talkhire/contracts';
import { assign, setup } from 'xstate';
import { type ApiFailureLike, actorError, readFailure } from '../failure';
import { notProvided } from '../not-provided';

export interface ResumeSyncInput {
  resumeId: number;
}

export interface ResumeSyncContext {
  resumeId: number;
  content: TSyncableContent | null;
  /** The ids of the items the seeker keeps. */
  ticked: string[];
  result: TResumeSyncResult | null;
  failure: ApiFailureLike | null;
}

export type ResumeSyncEvent =
  | { type: 'SYNC.TOGGLE'; id: string }
  | { type: 'SYNC.CONFIRM' }
  | { type: 'SYNC.RETRY' };

/** An item the seeker may tick: it can change the profile, breaks no rule and is not there already. */
export function isTickable(item: TSyncItem): boolean {
  return item.syncable && item.problems.length === 0 && !item.duplicate;
}

/**
 * Spec §4 'Resume sync: items found, confirm, synced'. The resume is read; the seeker sees the
 * items found, every tickable one ticked, unticks what not to keep and confirms; the profile is
 * updated. A file the relay cannot read (41281) ends the flow; a refused sync (a rule the profile
 * keeps, such as ten skills at most) goes back to the items with the refusal shown.
 */
export const resumeSyncMachine = setup({
  types: {
    context: {} as ResumeSyncContext,
    events: {} as ResumeSyncEvent,
    input: {} as ResumeSyncInput,
  },
  actors: {
    readContent: notProvided<TSyncableContent, { resumeId: number }>('readContent'),
    sync: notProvided<TResumeSyncResult, { resumeId: number; itemIds: string[] }>('sync'),
  },
  guards: {
    unreadable: ({ event }) => readFailure(actorError(event)).code === errorCodes.resumeParsingFailed,
    tickable: ({ context, event }) =>
      event.type === 'SYNC.TOGGLE' &&
      (context.content?.items.some((item) => item.id === event.id && isTickable(item)) ?? false),
    somethingTicked: ({ context }) => context.ticked.length > 0,
  },
  actions: {
    keepFailure: assign({ failure: ({ event }) => readFailure(actorError(event)) }),
  },
}).createMachine({
  id: 'resumeSync',
  description: 'Syncing the profile from an attached resume.',
  context: ({ input }) => ({
    resumeId: input.resumeId,
    content: null,
    ticked: [],
    result: null,
    failure: null,
  }),
  initial: 'Reading',
  states: {
    Reading: {
      description: 'The relay reads the resume and answers the items it found.',
      tags: ['loading'],
      invoke: {
        id: 'readContent',
        src: 'readContent',
        input: ({ context }) => ({ resumeId: context.resumeId }),
        onDone: {
          target: 'Choosing',
          actions: assign({
            content: ({ event }) => event.output,
            ticked: ({ event }) => event.output.items.filter(isTickable).map((item) => item.id),
            failure: null,
          }),
        },
        onError: [
          { guard: 'unreadable', target: 'Unreadable', actions: 'keepFailure' },
          { target: 'Failed', actions: 'keepFailure' },
        ],
      },
    },
    Choosing: {
      description: 'The items found are shown; the seeker ticks the ones to keep.',
      on: {
        'SYNC.TOGGLE': {
          guard: 'tickable',
          actions: assign({
            ticked: ({ context, event }) =>
              context.ticked.includes(event.id)
                ? context.ticked.filter((id) => id !== event.id)
                : [...context.ticked, event.id],
          }),
        },
        'SYNC.CONFIRM': { guard: 'somethingTicked', target: 'Syncing' },
      },
    },
    Syncing: {
      description: 'The ticked items are written to the profile in one transaction.',
      tags: ['loading'],
      invoke: {
        id: 'sync',
        src: 'sync',
        input: ({ context }) => ({ resumeId: context.resumeId, itemIds: context.ticked }),
        onDone: { target: 'Synced', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: { target: 'Choosing', actions: 'keepFailure' },
      },
    },
    Synced: { type: 'final', description: 'The profile now has the kept items.' },
    Unreadable: { type: 'final', description: 'The file cannot be read (41281): nothing to sync.' },
    Failed: {
      description: 'The resume could not be read for another reason (the network, the server).',
      on: { 'SYNC.RETRY': 'Reading' },
    },
  },
});
