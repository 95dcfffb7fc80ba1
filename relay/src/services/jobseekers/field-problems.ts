import { errorCodes } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';

/**
 * Collects every broken rule of one request that the contract cannot check (configuration lists,
 * the edition, what is stored), so the seeker sees them all at once, then refuses with 422 / 40001
 * and a localised message per field (keys of the errors namespace).
 */
export class FieldProblems {
  private readonly fields: Record<string, string[]> = {};

  add(field: string, key: string): void {
    const keys = this.fields[field] ?? [];
    if (!keys.includes(key)) keys.push(key);
    this.fields[field] = keys;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length === 0) return;
    throw new ApiError(errorCodes.parameterInvalid, { fields: this.fields });
  }

  /** An id that must be one of a configuration list's; null is left to the contract's rules. */
  requireListed(field: string, value: number | null | undefined, known: ReadonlySet<number>): void {
    if (value !== null && value !== undefined && !known.has(value)) this.add(field, 'field.unknown_option');
  }
}
