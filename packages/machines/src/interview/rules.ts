import { chatActionLimits } from '@talkhire/contracts';
import type { InterviewContext } from './types';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Spec §4/§9 and our choices where the spec gives no figure. */
export const interviewRules = {
  slotsMin: 1,
  slotsMax: 3,
  /** Spec §9: cancel or change up to 3 hours before the start. */
  cancelCutoffMs: 3 * hour,
  /** Our choice: check-in opens 30 minutes before the start and closes 30 minutes after it. */
  checkInOpensMs: 30 * minute,
  checkInClosesMs: 30 * minute,
  /** Our choice: an interview unanswered for a day after it ended is awaiting its result. */
  resultsOverdueMs: day,
  /** Spec §9: three no-shows within 3 months ban accepting invitations for 6 months. */
  noShowLimit: 3,
  noShowWindowMonths: 3,
  noShowBanMonths: 6,
  durationMinutesMin: 15,
  durationMinutesMax: 480,
  reasonMax: chatActionLimits.reasonMax,
} as const;

/** The chosen slot's start, or the earliest proposed one while none is chosen. */
export function interviewStart(context: InterviewContext): number {
  return context.slots[context.chosenSlot ?? 0] ?? Number.POSITIVE_INFINITY;
}

export function interviewEnd(context: InterviewContext): number {
  return interviewStart(context) + context.durationMinutes * minute;
}

export function checkInOpen(context: InterviewContext, at: number): boolean {
  const start = interviewStart(context);
  return at >= start - interviewRules.checkInOpensMs && at <= start + interviewRules.checkInClosesMs;
}

export function beforeCancelCutoff(context: InterviewContext, at: number): boolean {
  return at < interviewStart(context) - interviewRules.cancelCutoffMs;
}

/**
 * Spec §4: the result may be asked for from the interview's date (its day in the edition's zone),
 * or from when check-in opens if that is earlier (an interview just after midnight).
 */
export function resultRequestableFrom(context: InterviewContext): number {
  const start = interviewStart(context);
  return Math.min(startOfDayIn(context.timeZone, start), start - interviewRules.checkInOpensMs);
}

/** Midnight of the day `at` falls on in `timeZone`, as epoch milliseconds. */
export function startOfDayIn(timeZone: string, at: number): number {
  const offset = zoneOffsetMs(timeZone, at);
  const local = at + offset;
  const midnightLocal = local - (((local % day) + day) % day);
  // The offset at midnight can differ from the offset at `at` (a daylight-saving change that day).
  return midnightLocal - zoneOffsetMs(timeZone, midnightLocal - offset);
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds. */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * Spec §9's no-show ban: when three no-shows (interview starts) fall within 3 months, accepting
 * invitations is barred for 6 months from the third. The latest such end, or null.
 */
export function noShowBanEnd(noShowStarts: number[]): number | null {
  const sorted = [...noShowStarts].sort((a, b) => a - b);
  let end: number | null = null;
  for (let i = interviewRules.noShowLimit - 1; i < sorted.length; i++) {
    const third = sorted[i] as number;
    const first = sorted[i - interviewRules.noShowLimit + 1] as number;
    if (addMonths(first, interviewRules.noShowWindowMonths) >= third) {
      end = Math.max(end ?? 0, addMonths(third, interviewRules.noShowBanMonths));
    }
  }
  return end;
}

function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** A wall-clock time typed for `timeZone` ('2026-12-01T10:00'), as epoch milliseconds. */
export function zonedWallTime(value: string, timeZone: string): number {
  const [date = '', time = '00:00'] = value.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = asUtc - zoneOffsetMs(timeZone, asUtc);
  // Near a daylight-saving change the offset at the guess can differ from the offset at the answer.
  return asUtc - zoneOffsetMs(timeZone, first);
}
