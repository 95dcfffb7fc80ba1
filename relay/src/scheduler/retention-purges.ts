import type { Db } from '../db/database';
import { purgeRateLimits } from '../http/rate-limit';
import { purgeExpiredCodes } from '../services/authentication';
import { purgePendingIdentityData } from '../services/identity-verification';
import { lastEndedHour } from './periods';
import type { ScheduledTask } from './scheduler';

/**
 * Retention purges: expired one-time codes, hand-off tickets, old rate-limit windows and
 * unconfirmed identity data. Each
 * runs once an hour across all relays: the hour is claimed in `scheduled_runs` in the same
 * transaction as the delete, so a second relay finds the claim and skips.
 */
export function retentionPurgeTasks(db: Db): ScheduledTask[] {
  return [
    hourly(db, 'purge-one-time-codes', purgeExpiredCodes),
    hourly(db, 'purge-hand-off-tickets', purgeHandOffTickets),
    hourly(db, 'purge-rate-limits', purgeRateLimits),
    // Identity data fetched but not confirmed within the hour (issue 15).
    hourly(db, 'purge-pending-identity-data', purgePendingIdentityData),
  ];
}

/** Hand-off tickets live for seconds; a day later they only take space. */
export async function purgeHandOffTickets(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('hand_off_tickets')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000))
    .execute();
}

/** Work done once an hour across all relays: the hour is claimed in the work's own transaction. */
export function hourly(db: Db, name: string, purge: (db: Db, now: Date) => Promise<void>): ScheduledTask {
  return {
    name,
    run: (now) =>
      db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('scheduled_runs')
          .values({ task: name, period_key: lastEndedHour(now).key, result: null })
          .onConflict((oc) => oc.columns(['task', 'period_key']).doNothing())
          .returning('task')
          .executeTakeFirst();
        if (claimed) await purge(trx, now);
        return claimed !== undefined;
      }),
  };
}
