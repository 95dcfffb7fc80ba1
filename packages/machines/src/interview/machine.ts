import { assign, setup } from 'xstate';
import {
  beforeCancelCutoff,
  checkInOpen,
  interviewEnd,
  interviewRules,
  interviewStart,
  resultRequestableFrom,
} from './rules';
import type { InterviewContext, InterviewEvent, InterviewInput } from './types';

/**
 * An interview invitation's lifecycle (spec §4): the Boss invites with 1–3 slots, the seeker picks
 * one, declines or rejects with a reason; time moves an accepted interview through check-in, the
 * interview itself and its end; the Boss records attendance and the result. The relay restores
 * the stored status into this machine to accept or refuse every change (it is the authority), and
 * the web restores the same snapshot to decide which buttons a card shows.
 */
export const interviewMachine = setup({
  types: {
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
    input: {} as InterviewInput,
  },
  guards: {
    bySeeker: ({ event }) => 'by' in event && event.by === 'jobseeker',
    byBoss: ({ event }) => 'by' in event && event.by === 'recruiter',
    canAccept: ({ context, event }) =>
      event.type === 'ACCEPT' &&
      event.by === 'jobseeker' &&
      Number.isInteger(event.slot) &&
      event.slot >= 0 &&
      event.slot < context.slots.length &&
      event.at < (context.slots[event.slot] ?? 0) &&
      (event.bannedUntil === null || event.bannedUntil <= event.at),
    canReject: ({ event }) => event.type === 'REJECT' && event.by === 'jobseeker' && hasReason(event.reason),
    bossWithdraws: ({ event }) =>
      event.type === 'CANCEL' && event.by === 'recruiter' && hasReason(event.reason),
    canCancel: ({ context, event }) =>
      event.type === 'CANCEL' && hasReason(event.reason) && beforeCancelCutoff(context, event.at),
    canCheckIn: ({ context, event }) =>
      event.type === 'CHECK_IN' && event.by === 'jobseeker' && checkInOpen(context, event.at),
    firstSlotReached: ({ context, event }) => event.type === 'TICK' && event.at >= (context.slots[0] ?? 0),
    started: ({ context, event }) => event.type === 'TICK' && event.at >= interviewStart(context),
    ended: ({ context, event }) => event.type === 'TICK' && event.at >= interviewEnd(context),
    resultsOverdue: ({ context, event }) =>
      event.type === 'TICK' && event.at >= interviewEnd(context) + interviewRules.resultsOverdueMs,
    attended: ({ event }) => event.type === 'MARK_ATTENDANCE' && event.by === 'recruiter' && event.attended,
    absent: ({ event }) =>
      (event.type === 'MARK_ATTENDANCE' && event.by === 'recruiter' && !event.attended) ||
      (event.type === 'SET_RESULT' && event.by === 'recruiter' && event.result === 'not_attended'),
    passed: ({ event }) =>
      event.type === 'SET_RESULT' && event.by === 'recruiter' && event.result === 'passed',
    notSuitable: ({ event }) =>
      event.type === 'SET_RESULT' && event.by === 'recruiter' && event.result === 'not_suitable',
    canRequestResult: ({ context, event }) =>
      event.type === 'REQUEST_RESULT' &&
      event.by === 'jobseeker' &&
      context.attendance !== 'absent' &&
      context.resultRequestedAt === null &&
      event.at >= resultRequestableFrom(context),
  },
  actions: {
    chooseSlot: assign({ chosenSlot: ({ event }) => (event.type === 'ACCEPT' ? event.slot : null) }),
    keepReason: assign({
      reason: ({ event }) => ('reason' in event ? event.reason.trim() : null),
      cancelledBy: ({ event }) => (event.type === 'CANCEL' ? event.by : null),
    }),
    recordAttended: assign({ attendance: 'attended' as const }),
    recordAbsent: assign({ attendance: 'absent' as const }),
    recordResultRequest: assign({
      resultRequestedAt: ({ event }) => (event.type === 'REQUEST_RESULT' ? event.at : null),
    }),
  },
}).createMachine({
  id: 'interview',
  description: 'An interview invitation, from the Boss sending it to its result.',
  context: ({ input }) => ({
    slots: input.slots,
    durationMinutes: input.durationMinutes,
    timeZone: input.timeZone,
    chosenSlot: null,
    attendance: null,
    reason: null,
    cancelledBy: null,
    resultRequestedAt: null,
  }),
  initial: 'pending',
  states: {
    pending: {
      description: 'Sent; the seeker has not answered. It expires when its first slot arrives.',
      on: {
        ACCEPT: { guard: 'canAccept', target: 'accepted', actions: 'chooseSlot' },
        DECLINE: { guard: 'bySeeker', target: 'declined' },
        REJECT: { guard: 'canReject', target: 'rejected', actions: 'keepReason' },
        CANCEL: { guard: 'bossWithdraws', target: 'cancelled', actions: 'keepReason' },
        TICK: { guard: 'firstSlotReached', target: 'expired' },
      },
    },
    accepted: {
      description: 'The seeker picked a slot; either side may cancel until 3 hours before it.',
      on: {
        CANCEL: { guard: 'canCancel', target: 'cancelled', actions: 'keepReason' },
        CHECK_IN: { guard: 'canCheckIn', target: 'checked_in' },
        REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' },
        TICK: [
          { guard: 'ended', target: 'finished' },
          { guard: 'started', target: 'not_checked_in' },
        ],
      },
    },
    checked_in: {
      description: 'The seeker checked in before the start.',
      on: {
        MARK_ATTENDANCE: [
          { guard: 'attended', target: 'completed', actions: 'recordAttended' },
          { guard: 'absent', target: 'not_attended', actions: 'recordAbsent' },
        ],
        REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' },
        TICK: [
          { guard: 'ended', target: 'finished' },
          { guard: 'started', target: 'in_progress' },
        ],
      },
    },
    not_checked_in: {
      description:
        'The start has passed without a check-in; a late check-in is still possible in the window.',
      on: {
        CHECK_IN: { guard: 'canCheckIn', target: 'in_progress' },
        ...recordsOutcome(),
        TICK: { guard: 'ended', target: 'finished' },
      },
    },
    in_progress: {
      description: 'Under way: the seeker checked in and the slot has started.',
      on: {
        ...recordsOutcome(),
        REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' },
        TICK: { guard: 'ended', target: 'finished' },
      },
    },
    finished: {
      description: 'The slot is over; the Boss has not recorded attendance or a result.',
      on: {
        ...recordsOutcome(),
        REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' },
        TICK: { guard: 'resultsOverdue', target: 'pending_results' },
      },
    },
    pending_results: {
      description: 'A day after the end and still no result: the seeker waits on the Boss.',
      on: {
        ...recordsOutcome(),
        REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' },
      },
    },
    completed: {
      description: 'The Boss recorded that the seeker attended; the result is to come.',
      on: {
        SET_RESULT: [
          { guard: 'passed', target: 'passed' },
          { guard: 'notSuitable', target: 'not_suitable' },
        ],
        REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' },
      },
    },
    // Not final: the seeker may still ask for the result (and so be told it) once it is set.
    passed: {
      description: 'Result: passed.',
      on: { REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' } },
    },
    not_suitable: {
      description: 'Result: not suitable.',
      on: { REQUEST_RESULT: { guard: 'canRequestResult', actions: 'recordResultRequest' } },
    },
    not_attended: { type: 'final', description: 'The seeker did not attend: a no-show on their record.' },
    rejected: { type: 'final', description: 'The seeker turned the invitation down with a reason.' },
    declined: { type: 'final', description: 'The seeker declined the invitation.' },
    cancelled: { type: 'final', description: 'Called off with a reason, by the Boss or by the seeker.' },
    expired: { type: 'final', description: 'Nobody answered before the first slot.' },
  },
});

/** Once the slot has started the Boss can record attendance or the result at any point. */
function recordsOutcome() {
  return {
    MARK_ATTENDANCE: [
      { guard: 'attended', target: 'completed', actions: 'recordAttended' },
      { guard: 'absent', target: 'not_attended', actions: 'recordAbsent' },
    ],
    SET_RESULT: [
      { guard: 'passed', target: 'passed', actions: 'recordAttended' },
      { guard: 'notSuitable', target: 'not_suitable', actions: 'recordAttended' },
      { guard: 'absent', target: 'not_attended', actions: 'recordAbsent' },
    ],
  } as const;
}

function hasReason(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length > 0 && trimmed.length <= interviewRules.reasonMax;
}
