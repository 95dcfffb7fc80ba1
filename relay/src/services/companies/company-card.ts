import type { LanguageCode } from '@talkhire/config';
import { allLocations, type OptionSeed, optionLists } from '@talkhire/config/lists';
import type { TCompanyCard } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Companies with the columns a card needs and their count of active jobs. */
export function selectCompanyCards(db: Db) {
  return db
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name',
      'c.logo_color',
      'c.is_verified',
      'c.industry_id',
      'c.company_size_id',
      'c.location_id',
      activeJobCount.as('active_job_count'),
    ]);
}

export const activeJobCount = sql<number>`(select count(*)::int from jobs aj where aj.company_id = c.id and aj.status = 'active')`;

export interface CompanyCardRow {
  id: number;
  name: string;
  logo_color: string;
  is_verified: boolean;
  industry_id: number;
  company_size_id: number;
  location_id: number | null;
  active_job_count: number;
}

const byId = (list: readonly OptionSeed[]) => new Map(list.map((o) => [o.id, o]));
const industries = byId(optionLists.industry_lists);
const sizes = byId(optionLists.company_sizes);
const locations = new Map(allLocations().map((l) => [l.id, l]));

export const optionOf = (o: OptionSeed | undefined, id: number, language: LanguageCode) => ({
  id,
  value: o?.value[language] ?? '',
});

/** A company row as the card of spec §3's company labels, in the reader's language. */
export function toCompanyCard(row: CompanyCardRow, language: LanguageCode): TCompanyCard {
  const location = row.location_id === null ? undefined : locations.get(row.location_id);
  return {
    id: row.id,
    name: row.name,
    logo_color: row.logo_color,
    is_verified: row.is_verified,
    industry: optionOf(industries.get(row.industry_id), row.industry_id, language),
    company_size: optionOf(sizes.get(row.company_size_id), row.company_size_id, language),
    location: location ? { id: location.id, value: location.value[language] } : null,
    active_job_count: row.active_job_count,
  };
}

/** Cards for ids, in the order of the ids. */
export async function companyCardsById(
  db: Db,
  ids: number[],
  language: LanguageCode,
): Promise<TCompanyCard[]> {
  if (!ids.length) return [];
  const rows = new Map(
    (await selectCompanyCards(db).where('c.id', 'in', ids).execute()).map((r) => [r.id, r]),
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toCompanyCard(row, language)] : [];
  });
}
