import type { Edition } from '@talkhire/config';
import type { TRelatedSearches } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inEdition } from './home-sections';
import { readSearchTerms } from './search-terms';

/** Searches older than this say little about what people look for now. */
const searchWindowMs = 30 * 24 * 3_600_000;

/** Lower-cased, spaces collapsed: how recorded searches are compared. */
export function normalizeQuery(query: string): string {
  return query.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * Spec §2 related searches for a query: first what the same people also searched in this edition
 * over the last 30 days (most searchers first), then job titles of the edition's active jobs that
 * contain every word of the query (most posted first). Never the query itself, no repeats.
 */
export async function relatedSearches(
  db: Db,
  query: string,
  size: number,
  edition: Edition,
  now = new Date(),
): Promise<TRelatedSearches> {
  const normalized = normalizeQuery(query);
  const since = new Date(now.getTime() - searchWindowMs);
  const coSearched = await db
    .selectFrom('job_hot_searches as s')
    .innerJoin('job_hot_searches as o', 'o.searcher_key', 's.searcher_key')
    .where('s.edition_id', '=', edition.id)
    .where('s.normalized_query', '=', normalized)
    .where('s.created_at', '>=', since)
    .where('o.edition_id', '=', edition.id)
    .where('o.created_at', '>=', since)
    .where('o.normalized_query', '<>', normalized)
    .groupBy('o.normalized_query')
    .select([
      sql<string>`mode() within group (order by o.query)`.as('value'),
      sql<number>`count(distinct o.searcher_key)`.as('n'),
    ])
    .orderBy(sql`count(distinct o.searcher_key) desc, o.normalized_query`)
    .limit(size)
    .execute();

  const terms = readSearchTerms(query);
  const titles = terms.titlePatterns.length
    ? await db
        .selectFrom('jobs as j')
        .where('j.status', '=', 'active')
        .where((eb) => inEdition(eb, edition))
        .where(sql<boolean>`j.title ilike all(${sql.val(terms.titlePatterns)}::text[])`)
        .groupBy('j.title')
        .select(['j.title as value', sql<number>`count(*)`.as('n')])
        .orderBy(sql`count(*) desc, j.title`)
        .limit(size + 1)
        .execute()
    : [];

  const seen = new Set([normalized]);
  const related: TRelatedSearches['related_searches'] = [];
  for (const { value } of [...coSearched, ...titles]) {
    const key = normalizeQuery(value);
    if (seen.has(key) || related.length >= size) continue;
    seen.add(key);
    related.push({ value });
  }
  return { related_searches: related };
}
