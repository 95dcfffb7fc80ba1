import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZFailure, ZSuccess } from './envelope';
import { readErrorMessage } from './error-message';

describe('reading an error message from an answer (spec §8)', () => {
  it.each([
    [{ errors: { error: ['from error'] } }, 'from error'],
    [{ errors: { errors: ['from errors'] } }, 'from errors'],
    [{ errors: { phone_num: ['from phone_num'] } }, 'from phone_num'],
    [{ errors: ['from the list'] }, 'from the list'],
    [{ data: 'from data' }, 'from data'],
    [{ message: 'from message' }, 'from message'],
    ['plain text', 'plain text'],
  ])('reads %j', (body, expected) => {
    expect(readErrorMessage(body)).toBe(expected);
  });

  it('takes the first shape in the spec order when several are present', () => {
    expect(
      readErrorMessage({
        errors: { phone_num: ['phone'], error: ['error'] },
        data: 'data',
        message: 'message',
      }),
    ).toBe('error');
  });

  it('gives nothing for an answer without a message', () => {
    expect(readErrorMessage({ errors: { error: [] } })).toBeUndefined();
    expect(readErrorMessage(null)).toBeUndefined();
    expect(readErrorMessage(42)).toBeUndefined();
  });
});

describe('envelope', () => {
  it('accepts a success with code 0 and typed data', () => {
    const parsed = ZSuccess(z.object({ n: z.number() })).parse({
      code: 0,
      message: 'Success',
      data: { n: 1 },
    });
    expect(parsed.data.n).toBe(1);
    expect(() => ZSuccess(z.unknown()).parse({ code: 40001, message: 'x', data: null })).toThrow();
  });

  it('defaults the field errors of a failure', () => {
    expect(ZFailure.parse({ code: 40004, message: 'Not found' })).toEqual({
      code: 40004,
      message: 'Not found',
      errors: {},
    });
  });
});
