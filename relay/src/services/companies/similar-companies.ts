import type { LanguageCode } from '@talkhire/config';
import { errorCodes, type TCompanyCard } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { notBlockedBy } from '../company-blocks';
import { activeJobCount, selectCompanyCards, toCompanyCard } from './company-card';

/**
 * Similar companies: the same edition and industry, the nearest size first, hiring ones before
 * the others; never the company itself nor one the reader blocked.
 */
export async function similarCompanies(
  db: Db,
  companyId: number,
  size: number,
  language: LanguageCode,
  viewerId: number | null,
): Promise<TCompanyCard[]> {
  const company = await db
    .selectFrom('companies')
    .select(['edition_id', 'industry_id', 'company_size_id'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new ApiError(errorCodes.notFound);
  const rows = await selectCompanyCards(db)
    .where('c.edition_id', '=', company.edition_id)
    .where('c.industry_id', '=', company.industry_id)
    .where('c.id', '<>', companyId)
    .where(notBlockedBy(viewerId, 'c.id'))
    .orderBy(
      sql`abs(c.company_size_id - ${company.company_size_id}), case when ${activeJobCount} > 0 then 0 else 1 end, ${activeJobCount} desc, c.id`,
    )
    .limit(size)
    .execute();
  return rows.map((r) => toCompanyCard(r, language));
}
