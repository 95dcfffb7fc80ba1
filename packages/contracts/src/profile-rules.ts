import { limits } from '@talkhire/config';
import { z } from 'zod';
import { ZCalendarDate } from './calendar-date';
import { fieldMessage } from './field-message';
import { crossFieldRule, onValidValue, requiredMessage } from './field-rules';

/*
 * Spec §5 rules of the profile, written once: the relay validates requests with them and the
 * wizard's forms use them as their resolver, so both say the same sentence (a key of the errors
 * namespace). Rules that need data (the configuration lists, the edition, the seeker's other
 * entries) stay in the relay.
 */

/** Today as 'YYYY-MM-DD' (UTC): profile dates are calendar dates and compare as strings. */
export function calendarToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Spec §5: at least 16 years old. Calendar arithmetic on the strings: the birthday's month and day
 * in the year the seeker turns 16, so a 29 February birthday counts from 1 March.
 */
export function isOldEnough(birthday: string, today: string): boolean {
  const year = Number(birthday.slice(0, 4)) + limits.minimumAgeYears;
  return `${String(year).padStart(4, '0')}${birthday.slice(4)}` <= today;
}

/** Spec §5: at least 16 years old on the day it is checked. */
export const ZBirthday = ZCalendarDate.refine((birthday) => isOldEnough(birthday, calendarToday()), {
  message: fieldMessage('field.min_age', { minimum_age: limits.minimumAgeYears }),
  ...onValidValue,
});

/** A day that has already come (a start, working since). */
export const ZPastDate = ZCalendarDate.refine((day) => day <= calendarToday(), {
  message: fieldMessage('field.date_in_future'),
  ...onValidValue,
});

/**
 * Spec §5: work and education descriptions are 10 to 4000 characters (counted as the seeker sees
 * them); none at all is fine. The upper bound of the shape only tells an absurd body apart.
 */
export const ZDescription = z
  .string()
  .trim()
  .max(limits.descriptionMax * 4)
  .refine(
    (text) => {
      const length = [...text].length;
      return length === 0 || (length >= limits.descriptionMin && length <= limits.descriptionMax);
    },
    {
      message: fieldMessage('field.description_length', {
        description_min: limits.descriptionMin,
        description_max: limits.descriptionMax,
      }),
      ...onValidValue,
    },
  )
  .nullable()
  .transform((value) => value || null);

/**
 * Spec §5 'start date earlier than completion date': a period has an end, after its start, unless
 * it is still going on (then the end is dropped).
 */
export function periodRules<T extends { start_date: string; end_date: string | null }>(
  ongoing: keyof T & string,
) {
  return [
    crossFieldRule<T>(['end_date', ongoing], (period, problem) => {
      if (!period[ongoing] && period.end_date === null) problem('end_date', requiredMessage);
    }),
    crossFieldRule<T>(['start_date', 'end_date', ongoing], (period, problem) => {
      if (!period[ongoing] && period.end_date !== null && period.end_date <= period.start_date)
        problem('end_date', fieldMessage('field.start_before_end'));
    }),
  ] as const;
}
