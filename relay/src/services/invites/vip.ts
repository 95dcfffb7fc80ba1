import type { Db } from '../../db/database';

/** Spec §9: the invite reward is one month of VIP. */
export function oneMonthAfter(from: Date): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + 1);
  return until;
}

/** The end of the seeker's VIP, or null when there is none now. */
export async function vipUntil(db: Db, userId: number, now = new Date()): Promise<Date | null> {
  const row = await db
    .selectFrom('entitlements')
    .select((eb) => eb.fn.max('ends_at').as('until'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'vip')
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : null;
}

/**
 * Grants one month of VIP as a real entitlement row. A seeker who is VIP already gets the month
 * added after the current end (an extension), so two rewards make two months.
 */
export async function grantVipMonth(
  trx: Db,
  userId: number,
  reason: 'invite',
  now = new Date(),
): Promise<Date> {
  const current = await vipUntil(trx, userId, now);
  const startsAt = current ?? now;
  const endsAt = oneMonthAfter(startsAt);
  await trx
    .insertInto('entitlements')
    .values({ user_id: userId, kind: 'vip', starts_at: startsAt, ends_at: endsAt, reason })
    .execute();
  return endsAt;
}
