import type { z } from 'zod';

/** The values a field message names, e.g. `{ maximum: 50 }` for 'field.too_long'. */
export type FieldMessageValues = Record<string, string | number>;

/** A key of the i18n `errors` namespace and the values its sentence names. */
export interface FieldMessage {
  key: string;
  values: FieldMessageValues;
}

/**
 * A contract's message for a broken rule: the key, with its values after a '?' as in a query
 * string ('field.min_age?minimum_age=16'). Zod keeps only a string per issue, and form resolvers
 * keep only that string, so the values travel inside it to the relay and the web alike; each side
 * reads it back with `fieldMessageOf` and says the sentence in the reader's language.
 */
export function fieldMessage(key: string, values: FieldMessageValues = {}): string {
  const query = new URLSearchParams(
    Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return query === '' ? key : `${key}?${query}`;
}

/** A message written by `fieldMessage`, read back; anything else (a server's sentence) is not one. */
export function readFieldMessage(message: string | undefined): FieldMessage | null {
  if (!message || !fieldKey.test(message)) return null;
  const [key = message, query = ''] = message.split(/\?(.*)/s);
  const values: FieldMessageValues = {};
  for (const [name, value] of new URLSearchParams(query)) {
    values[name] = value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return { key, values };
}

/** Keys of the errors namespace a contract may name: `field.*` and the catalogue codes ('41344'). */
const fieldKey = /^(field\.[a-z_]+|\d{5})(\?|$)/;

/**
 * The message of any issue: the contract's own when it named one, else the key zod's issue code
 * stands for (a missing or null value is 'required', a too long text 'too_long' with its maximum,
 * a number out of its range 'invalid_value').
 */
export function fieldMessageOf(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): FieldMessage {
  const own = readFieldMessage(issue.message);
  if (own) return { key: own.key, values: { ...paramsOf(issue), ...own.values } };
  if (issue.message === 'unknown_language') return { key: 'field.unknown_language', values: {} };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'field.required', values: {} };
      // A fraction where a whole number belongs is a wrong value, not a wrong type.
      return { key: issue.expected === 'int' ? 'field.invalid_value' : 'field.invalid_type', values: {} };
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'bigint'
        ? { key: 'field.invalid_value', values: {} }
        : { key: 'field.too_long', values: { maximum: Number(issue.maximum) } };
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'bigint'
        ? { key: 'field.invalid_value', values: {} }
        : { key: 'field.too_short', values: { minimum: Number(issue.minimum) } };
    case 'invalid_format':
      return { key: 'field.invalid_format', values: {} };
    case 'unrecognized_keys':
      return { key: 'field.unknown_key', values: {} };
    default:
      return { key: 'field.invalid_value', values: paramsOf(issue) };
  }
}

/**
 * Zod error map giving every issue without a message of its own the key of `fieldMessageOf`, so
 * a form resolver's errors are all keys (`zodResolver(schema, { error: fieldErrorMap })`).
 */
export const fieldErrorMap = (issue: z.core.$ZodRawIssue): string => {
  const { key, values } = fieldMessageOf(issue);
  return fieldMessage(key, values);
};

/** A refinement's values given as `params` (the older way, e.g. a date range). */
function paramsOf(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): FieldMessageValues {
  return issue.code === 'custom' && issue.params ? (issue.params as FieldMessageValues) : {};
}
