import type { z } from 'zod';
import { type FieldMessage, fieldErrorMap, fieldMessageOf } from '../field-message';

/**
 * What a form shows for `value`, field by field: the first message of each field as the web's
 * resolver reads it (the relay reads the same issues the same way). Empty when the value passes.
 */
export function fieldMessages(schema: z.ZodType, value: unknown): Record<string, FieldMessage> {
  const result = schema.safeParse(value, { error: fieldErrorMap });
  const out: Record<string, FieldMessage> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path.join('.');
    out[name] ??= fieldMessageOf(issue);
  }
  return out;
}

/** Only the keys of `fieldMessages`, for cases whose values do not matter. */
export function fieldKeys(schema: z.ZodType, value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldMessages(schema, value)).map(([name, m]) => [name, m.key]));
}
