import { limits } from '@talkhire/config';
import { errorCodes } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';

/** Placeholder values of the profile field messages (errors namespace, `field.*`). */
export const profileMessageValues = {
  minimum_age: limits.minimumAgeYears,
  description_min: limits.descriptionMin,
  description_max: limits.descriptionMax,
};

/**
 * Collects every broken rule of one request so the seeker sees them all at once, then refuses
 * with 422 / 40001 and a localised message per field (keys of the errors namespace).
 */
export class FieldProblems {
  private readonly fields: Record<string, string[]> = {};

  add(field: string, key: string): void {
    const keys = this.fields[field] ?? [];
    if (!keys.includes(key)) keys.push(key);
    this.fields[field] = keys;
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length === 0) return;
    throw new ApiError(errorCodes.parameterInvalid, { fields: this.fields, values: profileMessageValues });
  }

  /** A text the seeker must fill in; the contract already trimmed it. */
  requireText(field: string, value: string | null | undefined): void {
    if (!value) this.add(field, 'field.required');
  }

  /** An id that must be one of a configuration list's; null is left to the caller's own rule. */
  requireListed(field: string, value: number | null | undefined, known: ReadonlySet<number>): void {
    if (value !== null && value !== undefined && !known.has(value)) this.add(field, 'field.unknown_option');
  }

  /** Spec §5: work and education descriptions are 10 to 4000 characters; none at all is fine. */
  checkDescription(field: string, value: string | null): void {
    if (value === null || value === '') return;
    const length = [...value].length;
    if (length < limits.descriptionMin || length > limits.descriptionMax) {
      this.add(field, 'field.description_length');
    }
  }

  /**
   * Spec §5: a period starts before it ends. It starts no later than today; it has an end unless
   * it is still going on (then any end sent is ignored by the caller).
   */
  checkPeriod(
    names: { start: string; end: string },
    period: { start: string; end: string | null; ongoing: boolean },
    today: string,
  ): void {
    if (period.start > today) this.add(names.start, 'field.date_in_future');
    if (period.ongoing) return;
    if (period.end === null) this.add(names.end, 'field.required');
    else if (period.end <= period.start) this.add(names.end, 'field.start_before_end');
  }
}

/** Today as 'YYYY-MM-DD' (UTC): profile dates are calendar dates and compare as strings. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
