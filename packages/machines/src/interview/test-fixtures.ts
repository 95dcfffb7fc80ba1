import type { InterviewContext, InterviewInput } from './types';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** 10:00 in Singapore on 1 December 2026: the first proposed slot. */
export const slotStart = Date.UTC(2026, 11, 1, 2, 0);
export const at = {
  dayBefore: slotStart - day,
  fourHoursBefore: slotStart - 4 * hour,
  twoHoursBefore: slotStart - 2 * hour,
  tenMinutesBefore: slotStart - 10 * minute,
  start: slotStart,
  tenMinutesIn: slotStart + 10 * minute,
  end: slotStart + hour,
  dayAfterEnd: slotStart + hour + day,
} as const;

export const invitation: InterviewInput = {
  slots: [slotStart, slotStart + day, slotStart + 2 * day],
  durationMinutes: 60,
  timeZone: 'Asia/Singapore',
};

export function interviewContext(overrides: Partial<InterviewContext> = {}): InterviewContext {
  return {
    ...invitation,
    chosenSlot: null,
    attendance: null,
    reason: null,
    cancelledBy: null,
    resultRequestedAt: null,
    ...overrides,
  };
}
