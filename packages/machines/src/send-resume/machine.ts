import type { TResume, TResumeList } from '@talkhire/contracts';
import { assign, setup } from 'xstate';
import { type ApiFailureLike, actorError, readFailure } from '../failure';
import { notProvided } from '../not-provided';

export interface SendResumeInput {
  /** Answering a Boss's request, the choice is shown at once; on one's own it opens on TOGGLE. */
  open: boolean;
}

export interface SendResumeContext {
  /** Open the choice at once (spent on start). */
  open: boolean;
  /** The seeker's attached resumes, once read. */
  resumes: TResume[] | null;
  chosen: number | null;
  failure: ApiFailureLike | null;
}

export type SendResumeEvent = { type: 'TOGGLE' } | { type: 'CHOOSE'; resumeId: number } | { type: 'SEND' };

/**
 * Spec §4 'send resume' in a chat: the seeker opens the choice, their attached resumes are read
 * (the one chosen for auto-send offered first), they pick one and send it; a refusal is shown
 * beside the choice. The same flow answers a Boss's resume request, where the choice is open from
 * the start. The call that sends is injected: the chat's own send or the request's answer.
 */
export const sendResumeMachine = setup({
  types: {
    context: {} as SendResumeContext,
    events: {} as SendResumeEvent,
    input: {} as SendResumeInput,
  },
  actors: {
    loadResumes: notProvided<TResumeList, void>('loadResumes'),
    sendResume: notProvided<unknown, { resumeId: number }>('sendResume'),
  },
  guards: {
    openAtStart: ({ context }) => context.open,
    hasResumes: ({ event }) => (event as unknown as { output: TResumeList }).output.resumes.length > 0,
    listedResume: ({ context, event }) =>
      event.type === 'CHOOSE' && (context.resumes?.some((resume) => resume.id === event.resumeId) ?? false),
  },
  actions: {
    keepResumes: assign(({ event }) => {
      const { resumes, auto_send_resume_id } = (event as unknown as { output: TResumeList }).output;
      return { resumes, chosen: auto_send_resume_id ?? resumes[0]?.id ?? null };
    }),
    forgetResumes: assign({ resumes: [], chosen: null }),
    keepFailure: assign({ failure: ({ event }) => readFailure(actorError(event)) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'sendResume',
  description: "Choosing one of the seeker's attached resumes and sending it in a chat.",
  context: ({ input }) => ({ open: input.open, resumes: null, chosen: null, failure: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The choice is not shown (answering a request, it opens at once).',
      // Once: the flag is spent, so closing the choice later keeps it closed.
      always: { guard: 'openAtStart', target: 'loading', actions: assign({ open: false }) },
      on: { TOGGLE: { target: 'loading', actions: 'clearFailure' } },
    },
    loading: {
      description: "The seeker's attached resumes are read.",
      tags: ['loading'],
      invoke: {
        id: 'loadResumes',
        src: 'loadResumes',
        onDone: [
          { guard: 'hasResumes', target: 'choosing', actions: 'keepResumes' },
          { target: 'noResumes', actions: 'forgetResumes' },
        ],
        // Unreadable counts as none: the seeker is told to attach one.
        onError: { target: 'noResumes', actions: 'forgetResumes' },
      },
      on: { TOGGLE: 'closed' },
    },
    noResumes: {
      description: 'The seeker has no attached resume to send.',
      on: { TOGGLE: 'closed' },
    },
    choosing: {
      description: 'The resumes are listed, one chosen; the seeker may pick another and send.',
      on: {
        CHOOSE: { guard: 'listedResume', actions: assign({ chosen: ({ event }) => event.resumeId }) },
        SEND: { target: 'sending', actions: 'clearFailure' },
        TOGGLE: 'closed',
      },
    },
    sending: {
      description: 'The chosen resume is being sent.',
      tags: ['loading'],
      invoke: {
        id: 'sendResume',
        src: 'sendResume',
        input: ({ context }) => ({ resumeId: context.chosen ?? 0 }),
        onDone: 'sent',
        onError: { target: 'choosing', actions: 'keepFailure' },
      },
    },
    sent: {
      description: 'The resume went into the chat; the choice is closed.',
      on: { TOGGLE: { target: 'loading', actions: 'clearFailure' } },
    },
  },
});
