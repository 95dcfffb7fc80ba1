import type { Db } from '../../db/database';

/**
 * A job's eligibility restriction (ids of user_identity_lists; null or empty = anyone) is passed
 * only by a VERIFIED identity: the seeker's own declaration never counts (issue 15). Chat start,
 * apply and quick apply ask this and answer 41274 when it says no.
 */
export async function passesEligibility(
  db: Db,
  seekerId: number,
  eligibility: number[] | null,
): Promise<boolean> {
  if (!eligibility || eligibility.length === 0) return true;
  const verified = await verifiedIdentityOf(db, seekerId);
  return verified !== null && eligibility.includes(verified);
}

/** The seeker's verified work eligibility, or null when they have not verified an identity. */
export async function verifiedIdentityOf(db: Db, seekerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select(['user_identity_id', 'identity_verified_at'])
    .where('id', '=', seekerId)
    .executeTakeFirst();
  return row?.identity_verified_at ? row.user_identity_id : null;
}
