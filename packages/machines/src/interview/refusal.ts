import { moveLifecycle, takesEvent } from '../lifecycle';
import { interviewMachine } from './machine';
import { beforeCancelCutoff, resultRequestableFrom } from './rules';
import type { InterviewContext, InterviewEvent, InterviewStatus } from './types';

/** Why the machine refuses an event: the relay answers each with its own code and message. */
export type InterviewRefusal =
  | 'not_your_action'
  | 'no_longer_possible'
  | 'slot_required'
  | 'slot_passed'
  | 'no_show_ban'
  | 'reason_required'
  | 'too_late_to_cancel'
  | 'cannot_check_in_now'
  | 'absent_no_result'
  | 'result_not_yet'
  | 'result_already_requested';

const seekerEvents = new Set(['ACCEPT', 'DECLINE', 'REJECT', 'CHECK_IN', 'REQUEST_RESULT']);
const bossEvents = new Set(['MARK_ATTENDANCE', 'SET_RESULT']);

/** The machine's answer to `event` in `status`: the next state, or the reason it is refused. */
export function decideInterview(
  status: InterviewStatus,
  context: InterviewContext,
  event: InterviewEvent,
  /** The record's name for the lifecycle watchers (`interview:{id}`). */
  record?: string,
):
  | { ok: true; status: InterviewStatus; context: InterviewContext }
  | { ok: false; refusal: InterviewRefusal } {
  const next = moveLifecycle(interviewMachine, status, context, event, record);
  if (next) return { ok: true, status: next.status as InterviewStatus, context: next.context };
  return { ok: false, refusal: refusalOf(status, context, event) };
}

function refusalOf(
  status: InterviewStatus,
  context: InterviewContext,
  event: InterviewEvent,
): InterviewRefusal {
  if ('by' in event) {
    if (seekerEvents.has(event.type) && event.by !== 'jobseeker') return 'not_your_action';
    if (bossEvents.has(event.type) && event.by !== 'recruiter') return 'not_your_action';
  }
  const taken = takesEvent(interviewMachine, status, event.type);
  switch (event.type) {
    case 'ACCEPT':
      if (!taken) return 'no_longer_possible';
      if (!Number.isInteger(event.slot) || event.slot < 0 || event.slot >= context.slots.length) {
        return 'slot_required';
      }
      if (event.at >= (context.slots[event.slot] ?? 0)) return 'slot_passed';
      return 'no_show_ban';
    case 'REJECT':
      return taken ? 'reason_required' : 'no_longer_possible';
    case 'CANCEL':
      if (status === 'pending') return event.by === 'recruiter' ? 'reason_required' : 'not_your_action';
      if (status === 'accepted' && beforeCancelCutoff(context, event.at)) return 'reason_required';
      return ['accepted', 'checked_in', 'not_checked_in', 'in_progress'].includes(status)
        ? 'too_late_to_cancel'
        : 'no_longer_possible';
    case 'CHECK_IN':
      return ['accepted', 'not_checked_in', 'finished', 'pending_results'].includes(status)
        ? 'cannot_check_in_now'
        : 'no_longer_possible';
    case 'REQUEST_RESULT':
      if (status === 'not_attended' || context.attendance === 'absent') return 'absent_no_result';
      if (context.resultRequestedAt !== null) return 'result_already_requested';
      if (status === 'pending' || (taken && event.at < resultRequestableFrom(context)))
        return 'result_not_yet';
      return 'no_longer_possible';
    default:
      return 'no_longer_possible';
  }
}
