import { errorCodes } from '@talkhire/contracts';

/**
 * What a failed API call carries into a machine. It mirrors `ApiFailure` of `@talkhire/client`
 * structurally (status, code, message, and a 429's `retry_after` seconds as `retryAfter`), so the
 * client's failures satisfy it while the machines stay free of the HTTP client.
 */
export interface ApiFailureLike {
  status: number;
  code: number;
  message: string;
  retryAfter?: number;
}

/**
 * An actor rejects with `unknown`. A failure-shaped value is copied into a plain object (machine
 * context stays serialisable for the inspector); anything else is a call that never got an answer,
 * which the client reports as status 0.
 */
export function readFailure(error: unknown): ApiFailureLike {
  if (typeof error === 'object' && error !== null) {
    const { status, code, message, retryAfter } = error as Record<string, unknown>;
    if (typeof status === 'number' && typeof code === 'number') {
      return {
        status,
        code,
        message: typeof message === 'string' ? message : '',
        ...(typeof retryAfter === 'number' && retryAfter >= 0 ? { retryAfter } : {}),
      };
    }
    if (error instanceof Error) return { status: 0, code: 0, message: error.message };
  }
  return { status: 0, code: 0, message: typeof error === 'string' ? error : '' };
}

/** Spec §8: 429 (code 40006) means too many attempts; the answer may say when to retry. */
export function isTooManyAttempts(failure: ApiFailureLike): boolean {
  return failure.status === 429 || failure.code === errorCodes.tooManyAttempts;
}

/** Named guards and actions are typed with the machine's own events; an actor's error event carries `error`. */
export function actorError(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}
