import { z } from 'zod';
import { fieldMessage } from './field-message';

/*
 * The building blocks of the spec §5 rules that request bodies and forms share: each refusal's
 * message is a key of the errors namespace (field-message.ts).
 */

export const requiredMessage = fieldMessage('field.required');

/** A refinement runs only on a value its schema accepted, so each field gets one message. */
export const onValidValue = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };

/** A text the seeker must give: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, { message: requiredMessage }).max(max);

/** A text the seeker may leave blank: blank is sent and stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/**
 * A rule across fields, checked once the fields it reads are each valid, even when others are
 * not: the seeker sees every broken rule at once, never a second message on a field.
 */
export function crossFieldRule<T>(
  fields: readonly (keyof T & string)[],
  check: (value: T, problem: (field: keyof T & string, message: string) => void) => void,
) {
  return [
    (value: T, ctx: z.core.$RefinementCtx<T>) =>
      check(value, (field, message) => ctx.addIssue({ code: 'custom', message, path: [field] })),
    { when: (payload: z.core.ParsePayload) => readsValidFields(payload, fields) },
  ] as const;
}

/** The value is an object (not a body of another type) and none of `fields` has an issue. */
export function readsValidFields(payload: z.core.ParsePayload, fields: readonly string[]): boolean {
  if (typeof payload.value !== 'object' || payload.value === null || Array.isArray(payload.value))
    return false;
  return !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
