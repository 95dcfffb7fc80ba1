import { errorCodes } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from './api-error';

export interface RateRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt for `key` in the current fixed window, in the database so every relay shares
 * the count. Over the limit it throws 429 / 40006 with the seconds until the window ends (the
 * client shows them, and spec §5's reset flow shows 'Too many attempts. Try again later.').
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule, now = new Date()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    throw new ApiError(errorCodes.tooManyAttempts, { values: { retry_after: retryAfter } });
  }
}

/** Old windows are worthless; the scheduler (or a test) calls this now and then. */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - 24 * 3600 * 1000))
    .execute();
}
