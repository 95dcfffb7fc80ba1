import { describe, expect, it } from 'vitest';
import { allErrorCodes, errorCodes, httpStatusOf, isPhoneFormatCode } from './error-codes';

describe('error catalogue (spec §8)', () => {
  it('holds every code of the spec, the phone format range included', () => {
    const codes = allErrorCodes();
    for (const code of [
      40001, 40006, 41001, 41038, 41040, 41043, 41274, 48905, 41007, 41254, 41280, 41319, 41186, 50001, 50016,
    ]) {
      expect(codes).toContain(code);
    }
    expect(codes.filter(isPhoneFormatCode)).toHaveLength(41415 - 41348 + 1);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('answers each code with the HTTP status that fits', () => {
    expect(httpStatusOf(errorCodes.notFound)).toBe(404);
    expect(httpStatusOf(errorCodes.tooManyAttempts)).toBe(429);
    expect(httpStatusOf(errorCodes.accountSuspended)).toBe(403);
    expect(httpStatusOf(errorCodes.fileOver5Mb)).toBe(413);
    expect(httpStatusOf(errorCodes.fileTypeNotSupported)).toBe(415);
    expect(httpStatusOf(errorCodes.internalError)).toBe(500);
    expect(httpStatusOf(errorCodes.wrongOtp)).toBe(422);
  });
});
