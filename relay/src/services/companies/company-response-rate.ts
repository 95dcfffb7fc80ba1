import type { Db } from '../../db/database';
import { responseStats } from '../chat';

/**
 * Spec §2 '7-day response rate' of a company, from its recruiters' real chats (see
 * `responseStats`); null while no seeker's message is old enough or answered to judge by.
 */
export async function companyResponseRate(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<number | null> {
  return (await responseStats(db, { companyId }, now)).rate;
}
