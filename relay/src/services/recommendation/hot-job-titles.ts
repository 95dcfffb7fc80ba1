import type { Edition, LanguageCode } from '@talkhire/config';
import { findFunctionTitle } from '@talkhire/config/lists';
import type { THotJobTitles } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inEdition, normalizeQuery, popularWindowMs } from '../jobs';

/** Spec §7 hot job titles reflect what people search this week. */
export const hotSearchWindowMs = 7 * 24 * 3_600_000;

type Hot = THotJobTitles['hot_job_titles'][number];

/**
 * The edition's most searched titles over the last 7 days, counted in people (a searcher counts
 * once per title). When fewer were searched than asked for, the titles of the most viewed jobs of
 * the last 30 days fill the list, then the titles the edition posts most. `basis` names the first
 * source used.
 */
export async function hotJobTitles(
  db: Db,
  size: number,
  locale: { edition: Edition; language: LanguageCode },
  now = new Date(),
): Promise<THotJobTitles> {
  const { edition, language } = locale;
  const searched = await db
    .selectFrom('job_hot_searches')
    .where('edition_id', '=', edition.id)
    .where('created_at', '>=', new Date(now.getTime() - hotSearchWindowMs))
    .groupBy('normalized_query')
    .select([
      sql<string>`mode() within group (order by query)`.as('value'),
      sql<number | null>`max(job_title_id)`.as('job_title_id'),
      sql<number>`count(distinct searcher_key)::int`.as('count'),
    ])
    .orderBy(sql`count(distinct searcher_key) desc, max(created_at) desc`)
    .limit(size)
    .execute();
  const titles: Hot[] = searched.map((s) => {
    const title = s.job_title_id === null ? undefined : findFunctionTitle(s.job_title_id)?.title;
    return { value: title?.value[language] ?? s.value, job_title_id: title?.id ?? null, count: s.count };
  });
  let basis: THotJobTitles['basis'] = 'searches';
  const viewed = await fillFromViews(db, titles, size, edition, now);
  if (!searched.length) basis = viewed ? 'views' : 'catalogue';
  if (titles.length < size) await fillFromCatalogue(db, titles, size, edition);
  return { hot_job_titles: titles, basis };
}

/** Adds titles of the most viewed jobs; true when it added any. */
async function fillFromViews(db: Db, titles: Hot[], size: number, edition: Edition, now: Date) {
  if (titles.length >= size) return false;
  const viewed = await db
    .selectFrom('job_views as v')
    .innerJoin('jobs as j', 'j.id', 'v.job_id')
    .where('v.created_at', '>=', new Date(now.getTime() - popularWindowMs))
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, edition))
    .groupBy('j.title')
    .select(['j.title', sql<number>`count(*)::int`.as('count')])
    .orderBy(sql`count(*) desc, j.title`)
    .limit(size * 2)
    .execute();
  return addNew(titles, viewed, size);
}

async function fillFromCatalogue(db: Db, titles: Hot[], size: number, edition: Edition) {
  const posted = await db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, edition))
    .groupBy('j.title')
    .select(['j.title', sql<number>`count(*)::int`.as('count')])
    .orderBy(sql`count(*) desc, j.title`)
    .limit(size * 2)
    .execute();
  addNew(titles, posted, size);
}

function addNew(titles: Hot[], found: { title: string; count: number }[], size: number): boolean {
  const seen = new Set(titles.map((t) => normalizeQuery(t.value)));
  let added = false;
  for (const { title, count } of found) {
    if (titles.length >= size) break;
    if (seen.has(normalizeQuery(title))) continue;
    seen.add(normalizeQuery(title));
    titles.push({ value: title, job_title_id: null, count });
    added = true;
  }
  return added;
}
