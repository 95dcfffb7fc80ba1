import type { ApiFailureLike, LoginError, OtpError } from '@talkhire/machines';
import type { TFunction } from 'i18next';

/**
 * Spec §5/§8 wording of a refused sign-in: 401/422 'invalid credential', 403 'account suspended',
 * 429 'Too many attempts. Try again later.'; the rest shows the relay's localised message. The
 * machine's own field checks say what the contracts' rules say (the forms check those first).
 * `typed` is what the field held, to tell an empty field from a malformed one.
 */
export function loginErrorText(t: TFunction, error: LoginError, typed = ''): string {
  switch (error.kind) {
    case 'invalidEmail':
      return t('field.invalid_email', { ns: 'errors' });
    case 'passwordRequired':
      return t('field.password_required', { ns: 'errors' });
    case 'invalidPhone':
      return typed.trim() ? t('auth.invalid_phone') : t('field.phone_required', { ns: 'errors' });
    case 'invalidCredential':
      return t('auth.invalid_credential');
    case 'accountSuspended':
      return t('auth.account_suspended');
    case 'tooManyAttempts':
      return t('auth.too_many_attempts');
    case 'socialUnavailable':
    case 'unexpected':
      return failureText(t, error.failure);
  }
}

/** Spec §8: 'Fail to send OTP' when sending fails; a wrong code is 'The OTP you have entered is wrong…'. */
export function otpErrorText(t: TFunction, error: OtpError): string {
  switch (error.kind) {
    case 'malformedCode':
      return t('field.otp_six_digits', { ns: 'errors' });
    case 'sendFailed':
      return t('auth.fail_to_send_otp');
    case 'tooManyAttempts':
      return t('auth.too_many_attempts');
    case 'wrongCode':
      return t('auth.wrong_otp');
    case 'invalidDestination':
    case 'codeUsed':
    case 'codeExpired':
    case 'unexpected':
      return failureText(t, error.failure);
  }
}

/** The relay's localised message; a call that got no answer says so in the page's language. */
export function failureText(t: TFunction, failure: ApiFailureLike): string {
  if (failure.status === 429) return t('auth.too_many_attempts');
  return failure.status > 0 && failure.message ? failure.message : t('auth.no_connection');
}
