import type { Db } from '../../db/database';

/**
 * The account a one-time secret (two-factor code, hand-off ticket, QR token) names, as far as
 * signing it in goes: undefined when it no longer exists. Suspended accounts sign in nowhere.
 */
export async function accountStanding(
  db: Db,
  userId: number,
): Promise<{ id: number; email: string; suspended: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'suspended_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, suspended: row.suspended_at !== null };
}
