import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorMap, fieldMessage, fieldMessageOf, readFieldMessage } from './field-message';

describe('field messages', () => {
  it('carry their values inside the message string and read back as numbers', () => {
    const message = fieldMessage('field.min_age', { minimum_age: 16 });
    expect(message).toBe('field.min_age?minimum_age=16');
    expect(readFieldMessage(message)).toEqual({ key: 'field.min_age', values: { minimum_age: 16 } });
    expect(readFieldMessage(fieldMessage('field.required'))).toEqual({ key: 'field.required', values: {} });
    expect(readFieldMessage('41344')).toEqual({ key: '41344', values: {} });
  });

  it("take a server's sentence for what it is", () => {
    expect(readFieldMessage('The email has already been taken.')).toBeNull();
    expect(readFieldMessage('field. not a key')).toBeNull();
    expect(readFieldMessage(undefined)).toBeNull();
  });

  it("read zod's own issues as the keys the relay has always answered", () => {
    const first = (schema: z.ZodType, value: unknown) => {
      const issue = schema.safeParse(value, { reportInput: true }).error?.issues[0];
      return issue && fieldMessageOf(issue);
    };
    expect(first(z.object({ a: z.string() }), {})).toEqual({ key: 'field.required', values: {} });
    expect(first(z.string(), null)).toEqual({ key: 'field.required', values: {} });
    expect(first(z.string(), 5)).toEqual({ key: 'field.invalid_type', values: {} });
    expect(first(z.string().max(3), 'long')).toEqual({ key: 'field.too_long', values: { maximum: 3 } });
    expect(first(z.string().min(3), 'a')).toEqual({ key: 'field.too_short', values: { minimum: 3 } });
    expect(first(z.number().min(0), -1)).toEqual({ key: 'field.invalid_value', values: {} });
    expect(first(z.number().int(), 1.5)).toEqual({ key: 'field.invalid_value', values: {} });
    expect(first(z.email(), 'x')).toEqual({ key: 'field.invalid_format', values: {} });
    expect(first(z.object({}).strict(), { b: 1 })).toEqual({ key: 'field.unknown_key', values: {} });
    expect(first(z.enum(['a']), 'b')).toEqual({ key: 'field.invalid_value', values: {} });
    expect(first(z.enum(['a'], { message: 'unknown_language' }), 'b')).toEqual({
      key: 'field.unknown_language',
      values: {},
    });
  });

  it('give every issue of a form a key through the error map', () => {
    const result = z.object({ a: z.string().max(2) }).safeParse({ a: 'abc' }, { error: fieldErrorMap });
    expect(result.error?.issues[0]?.message).toBe('field.too_long?maximum=2');
  });
});
