import { describe, expect, it } from 'vitest';
import { isTooManyAttempts, readFailure } from './failure';

/** Shaped like the API client's `ApiFailure`: an Error with status, code and field errors. */
class ClientFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

describe('readFailure', () => {
  it("copies the client's failure into a plain object", () => {
    const read = readFailure(new ClientFailure(403, 41044, 'account suspended', { email: ['x'] }));
    expect(read).toEqual({ status: 403, code: 41044, message: 'account suspended' });
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });

  it('keeps the seconds of a 429 when the caller added them, and only a usable number', () => {
    expect(readFailure({ status: 429, code: 40006, message: 'wait', retryAfter: 30 })).toEqual({
      status: 429,
      code: 40006,
      message: 'wait',
      retryAfter: 30,
    });
    expect(readFailure({ status: 429, code: 40006, message: 'wait', retryAfter: -1 })).not.toHaveProperty(
      'retryAfter',
    );
    expect(readFailure({ status: 429, code: 40006, message: 'wait', retryAfter: '30' })).not.toHaveProperty(
      'retryAfter',
    );
  });

  it('reads anything else as a call that got no answer (status 0)', () => {
    expect(readFailure(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      code: 0,
      message: 'Failed to fetch',
    });
    expect(readFailure('offline')).toEqual({ status: 0, code: 0, message: 'offline' });
    expect(readFailure(undefined)).toEqual({ status: 0, code: 0, message: '' });
  });
});

describe('isTooManyAttempts', () => {
  it('recognises a 429 or the 40006 code', () => {
    expect(isTooManyAttempts({ status: 429, code: 0, message: '' })).toBe(true);
    expect(isTooManyAttempts({ status: 400, code: 40006, message: '' })).toBe(true);
    expect(isTooManyAttempts({ status: 422, code: 41040, message: '' })).toBe(false);
  });
});
