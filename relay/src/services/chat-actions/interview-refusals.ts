import { errorCodes } from '@talkhire/contracts';
import type { InterviewRefusal } from '@talkhire/machines';
import { ApiError } from '../../http/api-error';

const codeOf: Record<InterviewRefusal, number> = {
  not_your_action: errorCodes.noPermission,
  no_longer_possible: errorCodes.chatActionNoLongerPossible,
  slot_required: errorCodes.interviewTimeRequired,
  slot_passed: errorCodes.interviewSlotPassed,
  no_show_ban: errorCodes.interviewNoShowBan,
  reason_required: errorCodes.reasonRequired,
  too_late_to_cancel: errorCodes.interviewCancelTooLate,
  cannot_check_in_now: errorCodes.checkInNotAllowed,
  absent_no_result: errorCodes.interviewResultAbsent,
  result_not_yet: errorCodes.interviewResultNotYet,
  result_already_requested: errorCodes.interviewResultAlreadyRequested,
};

/** The machine's refusal as the API answers it; the ban names its end date in the reader's terms. */
export function interviewRefusalError(refusal: InterviewRefusal, values: { until?: string } = {}): ApiError {
  return new ApiError(
    codeOf[refusal],
    refusal === 'no_show_ban' && values.until ? { values: { until: values.until } } : {},
  );
}
