import { errorCodes, isPhoneFormatCode } from '@talkhire/contracts';
import { type ApiFailureLike, isTooManyAttempts, readFailure } from '../failure';
import type { OtpError } from './types';

/**
 * Spec §8: a refused send is 'Fail to send OTP', except too many attempts (429, with the seconds
 * to wait) and a destination the server rejects (bad parameter, a country's phone format, or a
 * channel the site cannot send on).
 */
export function sendCodeError(error: unknown): OtpError {
  const failure = readFailure(error);
  if (isTooManyAttempts(failure)) return tooManyAttempts(failure);
  // 40005: this site cannot send codes that way at all (no SMS transport); the relay says why.
  if (
    failure.code === errorCodes.parameterInvalid ||
    failure.code === errorCodes.noPermission ||
    isPhoneFormatCode(failure.code)
  )
    return { kind: 'invalidDestination', failure };
  return { kind: 'sendFailed', failure };
}

/** Spec §8: 41040 wrong, 41042 used, 41043 expired; 41056 is the email-login wording of wrong. */
export function verifyCodeError(error: unknown): OtpError {
  const failure = readFailure(error);
  if (failure.code === errorCodes.wrongOtp || failure.code === errorCodes.emailOrCodeWrong)
    return { kind: 'wrongCode', failure };
  if (failure.code === errorCodes.otpUsed) return { kind: 'codeUsed', failure };
  if (failure.code === errorCodes.otpExpired) return { kind: 'codeExpired', failure };
  if (isTooManyAttempts(failure)) return tooManyAttempts(failure);
  return { kind: 'unexpected', failure };
}

function tooManyAttempts(failure: ApiFailureLike): OtpError {
  return { kind: 'tooManyAttempts', retryAfter: failure.retryAfter ?? null, failure };
}
