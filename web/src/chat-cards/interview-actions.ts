import type { TInterview } from '@talkhire/contracts';
import { type ChatParty, interviewMachine, restoreLifecycle, takesEvent } from '@talkhire/machines';

export type InterviewAction =
  | 'accept'
  | 'decline'
  | 'reject'
  | 'cancel'
  | 'withdraw'
  | 'check_in'
  | 'request_result'
  | 'mark_attended'
  | 'mark_absent'
  | 'mark_passed'
  | 'mark_not_suitable'
  | 'add_to_calendar';

const seekerEvents: [InterviewAction, string][] = [
  ['accept', 'ACCEPT'],
  ['decline', 'DECLINE'],
  ['reject', 'REJECT'],
  ['check_in', 'CHECK_IN'],
  ['request_result', 'REQUEST_RESULT'],
];

/**
 * The buttons a side sees on an invitation: the events the interview machine takes in its state,
 * by who may send them. Time rules (the 3-hour cancel cut-off, the check-in window, the result
 * date) stay with the relay, which answers them with their own messages.
 */
export function interviewActions(interview: TInterview, party: ChatParty): InterviewAction[] {
  const takes = (type: string) => takesEvent(interviewMachine, interview.status, type);
  const actions: InterviewAction[] = [];
  if (party === 'jobseeker') {
    for (const [action, type] of seekerEvents) {
      if (!takes(type)) continue;
      if (action === 'request_result' && interview.result_requested_at !== null) continue;
      actions.push(action);
    }
    if (takes('CANCEL') && interview.status !== 'pending') actions.push('cancel');
  } else {
    if (takes('CANCEL')) actions.push(interview.status === 'pending' ? 'withdraw' : 'cancel');
    // The Boss's records depend on no clock: the machine answers them exactly.
    const snapshot = restoreLifecycle(interviewMachine, interview.status, {
      slots: interview.slots.map((slot) => Date.parse(slot)),
      durationMinutes: interview.duration_minutes,
      timeZone: interview.time_zone,
      chosenSlot: interview.chosen_slot,
      attendance: interview.attendance,
      reason: interview.reason,
      cancelledBy: interview.cancelled_by,
      resultRequestedAt: interview.result_requested_at ? Date.parse(interview.result_requested_at) : null,
    });
    const can = (event: Parameters<typeof snapshot.can>[0]) => snapshot.can(event);
    if (can({ type: 'MARK_ATTENDANCE', by: 'recruiter', attended: true })) actions.push('mark_attended');
    if (can({ type: 'MARK_ATTENDANCE', by: 'recruiter', attended: false })) actions.push('mark_absent');
    if (can({ type: 'SET_RESULT', by: 'recruiter', result: 'passed' })) actions.push('mark_passed');
    if (can({ type: 'SET_RESULT', by: 'recruiter', result: 'not_suitable' }))
      actions.push('mark_not_suitable');
    if (
      !actions.includes('mark_absent') &&
      can({ type: 'SET_RESULT', by: 'recruiter', result: 'not_attended' })
    ) {
      actions.push('mark_absent');
    }
  }
  if (
    interview.chosen_slot !== null &&
    ['accepted', 'checked_in', 'not_checked_in', 'in_progress'].includes(interview.status)
  ) {
    actions.push('add_to_calendar');
  }
  return actions;
}

/** The start of the chosen slot, or of every proposed one while none is chosen. */
export function interviewSlots(interview: TInterview): string[] {
  const chosen = interview.chosen_slot === null ? undefined : interview.slots[interview.chosen_slot];
  return chosen ? [chosen] : interview.slots;
}
