import { z } from 'zod';
import { fieldMessage } from './field-message';

/**
 * The dates a person can mean on a profile (birthdays, work and study periods, working since) and
 * that every store takes: PostgreSQL's date has no year 0, and JavaScript's Date reads years
 * before 100 as 19xx. Narrower rules (age ≥ 16, not in the future) are in profile-rules.ts.
 */
export const calendarYears = { minimum: 1900, maximum: 2100 } as const;

/** 'YYYY-MM-DD', a real day of the calendar (no 2024-02-30) within `calendarYears`. */
export const ZCalendarDate = z.iso.date().refine((value) => inCalendarYears(Number(value.slice(0, 4))), {
  message: fieldMessage('field.date_out_of_range', calendarYears),
});

/** An instant with its offset ('2026-01-01T09:00:00+08:00'), its year within `calendarYears`. */
export const ZInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => inCalendarYears(new Date(value).getUTCFullYear()), {
    message: fieldMessage('field.date_out_of_range', calendarYears),
  });

function inCalendarYears(year: number): boolean {
  return year >= calendarYears.minimum && year <= calendarYears.maximum;
}
