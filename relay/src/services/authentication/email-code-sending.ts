import { errorCodes } from '@talkhire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * Runs the write that creates a code (or link) and queues its mail or SMS, in one transaction:
 * the code exists exactly when its message does. When the message cannot be queued the seeker gets
 * 500 / 50001, which the page shows as spec §8's 'Fail to send OTP'; the code is rolled back, so
 * the resend countdown has not started and an immediate retry is allowed. Refusals (ApiError, such
 * as the countdown's 429) pass through unchanged. Shared by the email, magic-link and phone flows.
 */
export async function sendingCode<T>(
  db: Db,
  log: FastifyBaseLogger,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.error({ err: error }, 'could not queue a sign-in code');
    throw new ApiError(errorCodes.internalError);
  }
}
