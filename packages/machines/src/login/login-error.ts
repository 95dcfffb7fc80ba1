import { errorCodes } from '@talkhire/contracts';
import { isTooManyAttempts, readFailure } from '../failure';
import type { LoginError } from './types';

const suspendedCodes: number[] = [
  errorCodes.accountSuspended,
  errorCodes.accountSuspendedAlt,
  errorCodes.accountSuspendedAlt2,
];

/**
 * Spec §5/§8 login mapping: 401 or 422 is 'invalid credential', 403 'account suspended', 429 too
 * many attempts (with retry_after); the catalogue codes say the same when the status does not.
 */
export function signInError(error: unknown): LoginError {
  const failure = readFailure(error);
  if (isTooManyAttempts(failure)) {
    return { kind: 'tooManyAttempts', retryAfter: failure.retryAfter ?? null, failure };
  }
  if (failure.status === 403 || suspendedCodes.includes(failure.code))
    return { kind: 'accountSuspended', failure };
  if (failure.status === 401 || failure.status === 422 || failure.code === errorCodes.incorrectCredentials)
    return { kind: 'invalidCredential', failure };
  return { kind: 'unexpected', failure };
}

/** Any other refused call: too many attempts keeps its wait, the rest is unexpected. */
export function requestError(error: unknown): LoginError {
  const failure = readFailure(error);
  if (isTooManyAttempts(failure)) {
    return { kind: 'tooManyAttempts', retryAfter: failure.retryAfter ?? null, failure };
  }
  return { kind: 'unexpected', failure };
}
