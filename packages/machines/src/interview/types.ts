import { interviewStatuses } from '@talkhire/contracts';

/** Who acts on a chat card: the seeker or the Boss. */
export type ChatParty = 'jobseeker' | 'recruiter';

/** Spec §4's fifteen interview invitation statuses, as the machine's state names. */
export type InterviewStatus = (typeof interviewStatuses)[number];
export { interviewStatuses };

export type InterviewResult = 'passed' | 'not_suitable' | 'not_attended';

/** What an invitation knows; times are epoch milliseconds (UTC), the zone is the edition's. */
export interface InterviewContext {
  /** 1 to 3 proposed starts, earliest first. */
  slots: number[];
  durationMinutes: number;
  /** The edition's IANA zone: "from the interview's date" is a calendar day there. */
  timeZone: string;
  /** Index into `slots` once the seeker picked one. */
  chosenSlot: number | null;
  attendance: 'attended' | 'absent' | null;
  /** The seeker's reject reason or either side's cancel reason. */
  reason: string | null;
  cancelledBy: ChatParty | null;
  resultRequestedAt: number | null;
}

export type InterviewInput = Pick<InterviewContext, 'slots' | 'durationMinutes' | 'timeZone'>;

/** Every event names who acts (`by`) and, where time matters, when (`at`). */
export type InterviewEvent =
  | { type: 'ACCEPT'; by: ChatParty; at: number; slot: number; bannedUntil: number | null }
  | { type: 'DECLINE'; by: ChatParty }
  | { type: 'REJECT'; by: ChatParty; reason: string }
  | { type: 'CANCEL'; by: ChatParty; at: number; reason: string }
  | { type: 'CHECK_IN'; by: ChatParty; at: number }
  | { type: 'TICK'; at: number }
  | { type: 'MARK_ATTENDANCE'; by: ChatParty; attended: boolean }
  | { type: 'SET_RESULT'; by: ChatParty; result: InterviewResult }
  | { type: 'REQUEST_RESULT'; by: ChatParty; at: number };

export type InterviewEventType = InterviewEvent['type'];
