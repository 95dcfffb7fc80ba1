import type { TApplication, TExternalJobClick, TResume, TSessionUser } from '@talkhire/contracts';
import { assertEvent, assign, setup } from 'xstate';
import { readFailure } from '../failure';
import { notProvided } from '../not-provided';
import { resumeProblem } from './resume-check';
import type {
  ApplyInput,
  QuickApplyError,
  QuickApplyEvent,
  QuickApplyInput,
  QuickApplyOutcome,
  QuickApplyRegistration,
  ResumeChoice,
} from './types';

export interface QuickApplyContext extends QuickApplyInput {
  resume: ResumeChoice | null;
  firstMessage: string;
  user: TSessionUser | null;
  outcome: QuickApplyOutcome | null;
  error: QuickApplyError | null;
}

const invalidResume = (resume: ResumeChoice) => resumeProblem(resume) !== null;

/**
 * Quick apply for a visitor (spec §4): register, keep the session, upload the resume, then apply
 * here, or, for a job that takes applications on the employer's site, record the click and open
 * that site. Once the account exists a failure retries only the step that failed.
 */
export const quickApplyMachine = setup({
  types: {
    context: {} as QuickApplyContext,
    events: {} as QuickApplyEvent,
    input: {} as QuickApplyInput,
    output: {} as QuickApplyOutcome,
    tags: {} as 'loading',
  },
  actors: {
    register: notProvided<TSessionUser, QuickApplyRegistration>('register'),
    uploadResume: notProvided<TResume, ResumeChoice>('uploadResume'),
    apply: notProvided<TApplication, ApplyInput>('apply'),
    clickExternal: notProvided<TExternalJobClick, { jobId: number }>('clickExternal'),
  },
  actions: {
    /** The page re-reads the `user` cookie the registration set (the session provider). */
    sessionStored: () => {},
  },
  guards: {
    submittedResumeInvalid: ({ event }) => event.type === 'QUICK_APPLY.SUBMIT' && invalidResume(event.resume),
    chosenResumeInvalid: ({ event }) =>
      event.type === 'QUICK_APPLY.CHOOSE_RESUME' && invalidResume(event.resume),
    appliesElsewhere: ({ context }) => context.externalApplyUrl !== null,
  },
}).createMachine({
  id: 'quickApply',
  description: 'Quick apply: a visitor signs up, sends a resume and applies in one dialog.',
  context: ({ input }) => ({
    ...input,
    resume: null,
    firstMessage: '',
    user: null,
    outcome: null,
    error: null,
  }),
  initial: 'Editing',
  states: {
    Editing: {
      description: 'The dialog form: names, email, password, resume and an optional first message.',
      on: {
        'QUICK_APPLY.SUBMIT': [
          {
            guard: 'submittedResumeInvalid',
            actions: assign({
              error: ({ event }) => ({
                kind: 'resumeInvalid' as const,
                reason: resumeProblem(event.resume) ?? 'type',
              }),
            }),
          },
          {
            target: 'Registering',
            actions: assign({
              resume: ({ event }) => event.resume,
              firstMessage: ({ event }) => event.firstMessage.trim(),
              error: null,
            }),
          },
        ],
      },
    },
    Registering: {
      description: 'Creating the account (source quick_apply); the relay signs this browser in.',
      tags: 'loading',
      invoke: {
        id: 'register',
        src: 'register',
        // The password travels in the event only: it never rests in the context.
        input: ({ event }) => {
          assertEvent(event, 'QUICK_APPLY.SUBMIT');
          return event.registration;
        },
        onDone: {
          target: 'Uploading',
          actions: [assign({ user: ({ event }) => event.output }), 'sessionStored'],
        },
        onError: {
          target: 'Editing',
          actions: assign({
            error: ({ event }) => ({ kind: 'registerFailed' as const, failure: readFailure(event.error) }),
          }),
        },
      },
    },
    Uploading: {
      description: "Uploading the resume to the new account's attached resumes.",
      tags: 'loading',
      entry: assign({ error: null }),
      invoke: {
        id: 'uploadResume',
        src: 'uploadResume',
        input: ({ context }) => context.resume as ResumeChoice,
        onDone: [{ guard: 'appliesElsewhere', target: 'RecordingClick' }, { target: 'Applying' }],
        onError: {
          target: 'UploadFailed',
          actions: assign({
            error: ({ event }) => ({ kind: 'uploadFailed' as const, failure: readFailure(event.error) }),
          }),
        },
      },
    },
    UploadFailed: {
      description: 'The account exists but the resume was refused or lost: retry or choose another file.',
      on: {
        'QUICK_APPLY.RETRY': 'Uploading',
        'QUICK_APPLY.CHOOSE_RESUME': [
          {
            guard: 'chosenResumeInvalid',
            actions: assign({
              error: ({ event }) => ({
                kind: 'resumeInvalid' as const,
                reason: resumeProblem(event.resume) ?? 'type',
              }),
            }),
          },
          { target: 'Uploading', actions: assign({ resume: ({ event }) => event.resume }) },
        ],
      },
    },
    Applying: {
      description: 'Sending the application inside the product (source quick_apply).',
      tags: 'loading',
      entry: assign({ error: null }),
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ jobId: context.jobId, firstMessage: context.firstMessage }),
        onDone: {
          target: 'Applied',
          actions: assign({
            outcome: ({ context, event }) => ({
              kind: 'applied' as const,
              user: context.user as TSessionUser,
              application: event.output,
            }),
          }),
        },
        onError: {
          target: 'ApplyFailed',
          actions: assign({
            error: ({ event }) => ({ kind: 'applyFailed' as const, failure: readFailure(event.error) }),
          }),
        },
      },
    },
    ApplyFailed: {
      description: 'Signed up with the resume kept, but the application was refused or lost: retry.',
      on: { 'QUICK_APPLY.RETRY': 'Applying' },
    },
    RecordingClick: {
      description: "Recording the click on the employer's own application link.",
      tags: 'loading',
      invoke: {
        id: 'clickExternal',
        src: 'clickExternal',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: 'OpenExternal',
        // The click is the employer's statistic: the seeker still goes to apply there.
        onError: 'OpenExternal',
      },
    },
    OpenExternal: {
      description: "Done here: the page opens the employer's link (same window on mobile web).",
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({
          kind: 'external' as const,
          user: context.user as TSessionUser,
          url: context.externalApplyUrl ?? '',
          sameWindow: context.source === 'mobile_web',
        }),
      }),
    },
    Applied: {
      description: 'Applied: the page goes to {job url}/apply/success.',
      type: 'final',
    },
  },
  output: ({ context }) => context.outcome as QuickApplyOutcome,
});
