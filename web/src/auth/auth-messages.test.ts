import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { failureText, loginErrorText, otpErrorText } from './auth-messages';

const t = ((key: string) => key) as unknown as TFunction;
const failure = (status: number, code: number, message = 'from the relay') => ({ status, code, message });

describe('loginErrorText', () => {
  it("uses spec §5's login wording", () => {
    expect(loginErrorText(t, { kind: 'invalidCredential', failure: failure(401, 40002) })).toBe(
      'auth.invalid_credential',
    );
    expect(loginErrorText(t, { kind: 'accountSuspended', failure: failure(403, 41044) })).toBe(
      'auth.account_suspended',
    );
    expect(loginErrorText(t, { kind: 'tooManyAttempts', retryAfter: 30, failure: failure(429, 40006) })).toBe(
      'auth.too_many_attempts',
    );
  });

  it("says the contracts' field messages, telling an empty phone from a malformed one", () => {
    expect(loginErrorText(t, { kind: 'invalidEmail' }, ' ')).toBe('field.invalid_email');
    expect(loginErrorText(t, { kind: 'invalidEmail' }, 'ana@')).toBe('field.invalid_email');
    expect(loginErrorText(t, { kind: 'passwordRequired' })).toBe('field.password_required');
    expect(loginErrorText(t, { kind: 'invalidPhone' }, '')).toBe('field.phone_required');
    expect(loginErrorText(t, { kind: 'invalidPhone' }, '12ab')).toBe('auth.invalid_phone');
  });
});

describe('otpErrorText', () => {
  it("uses spec §8's code wording and the relay's message for used or expired codes", () => {
    expect(otpErrorText(t, { kind: 'sendFailed', failure: failure(502, 50001) })).toBe(
      'auth.fail_to_send_otp',
    );
    expect(otpErrorText(t, { kind: 'wrongCode', failure: failure(422, 41040) })).toBe('auth.wrong_otp');
    expect(otpErrorText(t, { kind: 'codeExpired', failure: failure(422, 41043, 'expired') })).toBe('expired');
  });
});

describe('failureText', () => {
  it('says a call got no answer rather than showing an empty message', () => {
    expect(failureText(t, failure(0, 0, ''))).toBe('auth.no_connection');
    expect(failureText(t, failure(429, 40006))).toBe('auth.too_many_attempts');
  });
});
