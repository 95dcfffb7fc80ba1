import { limits } from '@talkhire/config';
import { ZEmail } from '@talkhire/contracts';

/** Spec §5: an email must be well formed and not empty — the contracts' rule, which the relay reads too. */
export function isEmailAddress(value: string): boolean {
  return ZEmail.safeParse(value).success;
}

/**
 * Spec §5: a phone number is not empty and at most 15 characters. Spaces, dashes and brackets
 * typed for readability are dropped; the country's own format is checked by the relay (41348+).
 */
export function normalizePhone(
  dialCode: string,
  number: string,
): { dialCode: string; number: string } | null {
  const digits = number.replace(/[\s\-().]/g, '');
  if (!/^\+\d{1,4}$/.test(dialCode)) return null;
  if (!/^\d+$/.test(digits) || digits.length > limits.phoneMax) return null;
  return { dialCode, number: digits };
}
