import type { Edition, LanguageCode } from '@talkhire/config';
import type { TCompanyCard, TCompanySearchResult, TCompanySuggestion } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedBy } from '../company-blocks';
import { likePattern } from '../jobs';
import { activeJobCount, selectCompanyCards, toCompanyCard } from './company-card';

interface Reader {
  edition: Edition;
  language: LanguageCode;
  viewerId: number | null;
}

/** Display or legal name containing the words typed, as typed (companies are named in any script). */
const nameMatches = (query: string) =>
  sql<boolean>`(c.name ilike ${likePattern(query)} or c.legal_name ilike ${likePattern(query)})`;
/** Names starting with what was typed come first, then the companies hiring most. */
const byRelevance = (query: string | undefined) =>
  query
    ? sql`case when c.name ilike ${`${likePattern(query).slice(1)}`} then 0 else 1 end, ${activeJobCount} desc, c.id`
    : sql`${activeJobCount} desc, c.id`;

/**
 * Spec §2 company list and search: the edition's companies, by name (display or legal) and
 * industry, hiring ones first; companies the reader blocked are left out.
 */
export async function searchCompanies(
  db: Db,
  request: { query?: string; industry_id?: number; page: number; size: number },
  reader: Reader,
): Promise<TCompanySearchResult> {
  const { page, size } = request;
  const query = request.query || undefined;
  let base = db
    .selectFrom('companies as c')
    .where('c.edition_id', '=', reader.edition.id)
    .where(notBlockedBy(reader.viewerId, 'c.id'));
  if (query) base = base.where(nameMatches(query));
  if (request.industry_id) base = base.where('c.industry_id', '=', request.industry_id);
  const [ids, total] = await Promise.all([
    base
      .select('c.id')
      .orderBy(byRelevance(query))
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? await selectCompanyCards(db)
        .where(
          'c.id',
          'in',
          ids.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    companies: ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [toCompanyCard(row, reader.language)] : [];
    }),
    total_num: total.n,
    page,
    size,
    total_pages: Math.ceil(total.n / size),
  };
}

/** Company names for the keyword box: the edition's companies matching what is typed. */
export async function suggestCompanies(
  db: Db,
  query: string,
  size: number,
  reader: Omit<Reader, 'language'>,
): Promise<TCompanySuggestion[]> {
  return db
    .selectFrom('companies as c')
    .where('c.edition_id', '=', reader.edition.id)
    .where(nameMatches(query))
    .where(notBlockedBy(reader.viewerId, 'c.id'))
    .select(['c.id', 'c.name', 'c.logo_color'])
    .orderBy(byRelevance(query))
    .limit(size)
    .execute();
}

/** Spec §2 top companies: the edition's verified companies hiring most. */
export async function featuredCompanies(db: Db, size: number, reader: Reader): Promise<TCompanyCard[]> {
  const rows = await selectCompanyCards(db)
    .where('c.edition_id', '=', reader.edition.id)
    .where('c.is_verified', '=', true)
    .where(notBlockedBy(reader.viewerId, 'c.id'))
    .orderBy(sql`${activeJobCount} desc, c.id`)
    .limit(size)
    .execute();
  return rows.map((r) => toCompanyCard(r, reader.language));
}

/**
 * Spec §7 search by legal or display name, for the Block Company tab: every company of the
 * edition so named, blocked ones included (the tab shows them as blocked).
 */
export async function companiesByName(
  db: Db,
  name: string,
  size: number,
  reader: Omit<Reader, 'viewerId'>,
): Promise<TCompanyCard[]> {
  const rows = await selectCompanyCards(db)
    .where('c.edition_id', '=', reader.edition.id)
    .where(nameMatches(name))
    .orderBy(byRelevance(name))
    .limit(size)
    .execute();
  return rows.map((r) => toCompanyCard(r, reader.language));
}
