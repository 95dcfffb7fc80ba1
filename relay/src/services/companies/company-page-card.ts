import type { LanguageCode } from '@talkhire/config';
import type { TCompanyCard } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { selectCompanyCards, toCompanyCard } from './company-card';

/**
 * What a company page's head names (relay/src/services/web): the company's card, in the reader's
 * language, and its edition. The card alone: the page's detail (response rate, blocks) costs more
 * queries and says nothing the head writes. Null for an id that names no company.
 */
export async function readCompanyPageCard(
  db: Db,
  companyId: number,
  language: LanguageCode,
): Promise<{ card: TCompanyCard; editionId: number } | null> {
  const row = await selectCompanyCards(db)
    .select('c.edition_id')
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  return row ? { card: toCompanyCard(row, language), editionId: row.edition_id } : null;
}
