import type { Db } from '../../db/database';

/**
 * Spec §6: a seeker who blocked a company and that company's recruiters cannot see each other.
 * True when this seeker blocked this company; the chat and the recruiters' console ask it before
 * showing one side to the other, whichever side asks.
 */
export async function isBlockedBetween(db: Db, userId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_blocks')
    .select('id')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}
