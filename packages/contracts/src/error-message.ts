// Free of zod: the browser reads every answer with it, and zod stays out of its first scripts.

/**
 * Spec §8: a message can sit in several shapes of an answer. Read the first one found:
 * errors.error[0], errors.errors[0], errors.phone_num[0], errors[0], then data, then message.
 */
export function readErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' && body ? body : undefined;
  const record = body as Record<string, unknown>;
  const errors = record.errors;
  const first = (value: unknown): string | undefined =>
    Array.isArray(value) && typeof value[0] === 'string' && value[0] ? value[0] : undefined;
  if (errors && typeof errors === 'object') {
    const e = errors as Record<string, unknown>;
    const found = first(e.error) ?? first(e.errors) ?? first(e.phone_num) ?? first(errors);
    if (found) return found;
  }
  if (typeof record.data === 'string' && record.data) return record.data;
  if (typeof record.message === 'string' && record.message) return record.message;
  return undefined;
}
