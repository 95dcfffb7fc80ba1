import type { LanguageCode } from '@talkhire/config';
import type { TCompanyCard } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedBy } from '../company-blocks';
import { companyCardsById } from './company-card';
import { assertCompanyExists } from './company-exists';

/** Viewers looked at: only the latest ones, so a famous company's page stays one bounded query. */
const recentViewers = 1000;

/**
 * Spec §2 'People also viewed': the companies most viewers of this company also opened (seekers
 * and guests alike), most shared viewers first; not the company itself, not one the reader
 * blocked, and not the reader's own views counted as someone else's.
 */
export async function peopleAlsoViewed(
  db: Db,
  companyId: number,
  size: number,
  language: LanguageCode,
  reader: { key: string | null; userId: number | null },
): Promise<TCompanyCard[]> {
  await assertCompanyExists(db, companyId);
  const viewers = db
    .selectFrom('company_views as v1')
    .where('v1.company_id', '=', companyId)
    .where('v1.viewer_key', '<>', reader.key ?? '')
    .select('v1.viewer_key')
    .groupBy('v1.viewer_key')
    .orderBy(sql`max(v1.created_at)`, 'desc')
    .limit(recentViewers);
  const ids = await db
    .selectFrom('company_views as v2')
    .where('v2.viewer_key', 'in', viewers)
    .where('v2.company_id', '<>', companyId)
    .where(notBlockedBy(reader.userId, 'v2.company_id'))
    .groupBy('v2.company_id')
    .select(['v2.company_id', sql<number>`count(distinct v2.viewer_key)::int`.as('viewers')])
    .orderBy('viewers', 'desc')
    .orderBy('v2.company_id')
    .limit(size)
    .execute();
  return companyCardsById(
    db,
    ids.map((r) => r.company_id),
    language,
  );
}
