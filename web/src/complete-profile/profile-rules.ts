import { limits } from '@talkhire/config';

/**
 * Spec §5 rules checked in the form before anything is sent, so the seeker sees every mistake at
 * once. The relay checks the same rules again (and answers 422 with a message per field); these
 * only spare a round trip. A problem is a key of the errors namespace, the same keys the relay uses.
 */
export interface Problem {
  key: string;
  values?: Record<string, number>;
}
export type Problems = Record<string, Problem>;

export const requiredProblem: Problem = { key: 'field.required' };

/** Today in the seeker's own calendar as 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Spec §5: at least 16 years old. Calendar arithmetic on the strings: the birthday's month and day
 * in the year the seeker turns 16 (a 29 February birthday counts from 1 March).
 */
export function isOldEnough(birthday: string, today: string): boolean {
  const year = Number(birthday.slice(0, 4)) + limits.minimumAgeYears;
  return `${String(year).padStart(4, '0')}${birthday.slice(4)}` <= today;
}

/** A text the seeker must give, at most `max` characters. */
export function checkRequiredText(value: string, max: number): Problem | undefined {
  const text = value.trim();
  if (!text) return requiredProblem;
  return checkLength(text, max);
}

export function checkLength(value: string, max: number): Problem | undefined {
  return [...value.trim()].length > max ? { key: 'field.too_long', values: { maximum: max } } : undefined;
}

/** Spec §5: work and education descriptions are 10 to 4000 characters; none at all is fine. */
export function checkDescription(value: string): Problem | undefined {
  const length = [...value.trim()].length;
  if (length === 0 || (length >= limits.descriptionMin && length <= limits.descriptionMax)) return undefined;
  return {
    key: 'field.description_length',
    values: { description_min: limits.descriptionMin, description_max: limits.descriptionMax },
  };
}

/** A whole, non-negative amount typed into a number input; blank is the caller's own rule. */
export function checkAmount(value: string): Problem | undefined {
  if (value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isSafeInteger(amount) && amount >= 0 ? undefined : { key: 'field.invalid_value' };
}

/**
 * Spec §5 'start date earlier than completion date': a period starts no later than today and,
 * unless it is still going on, has an end after its start.
 */
export function checkPeriod(
  problems: Problems,
  names: { start: string; end: string },
  period: { start: string; end: string; ongoing: boolean },
  today: string,
): void {
  if (!period.start) problems[names.start] = requiredProblem;
  else if (period.start > today) problems[names.start] = { key: 'field.date_in_future' };
  if (period.ongoing) return;
  if (!period.end) problems[names.end] = requiredProblem;
  else if (period.start && period.end <= period.start)
    problems[names.end] = { key: 'field.start_before_end' };
}

/** Adds a problem when there is one. */
export function note(problems: Problems, field: string, problem: Problem | undefined): void {
  if (problem) problems[field] = problem;
}

/** A select's value as an id, or null when nothing is chosen. */
export function idOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** A trimmed text, or null when blank. */
export function textOrNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}
