import type { Edition } from '@talkhire/config';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inEdition } from '../jobs';

/** A search that finds open jobs: how many, and when the latest of them changed. */
export interface FoundJobs {
  jobs: number;
  lastmod: Date;
}

/**
 * The places with the most open jobs in an edition's search (for 'Others', its own jobs and every
 * edition's remote jobs, as its search shows them).
 */
export async function topLocations(
  db: Db,
  edition: Edition,
  size: number,
): Promise<(FoundJobs & { locationId: number })[]> {
  const rows = await db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, edition))
    .where('j.location_id', 'is not', null)
    .groupBy('j.location_id')
    .select([
      'j.location_id',
      sql<number>`count(*)::int`.as('jobs'),
      sql<Date | string>`max(j.updated_at)`.as('lastmod'),
    ])
    .orderBy(sql`count(*) desc, j.location_id`)
    .limit(size)
    .execute();
  return rows.map((row) => ({
    locationId: row.location_id ?? 0,
    jobs: row.jobs,
    lastmod: new Date(row.lastmod),
  }));
}

/** The job titles posted most often in one place, in an edition's search. */
export async function topTitlesInLocations(
  db: Db,
  edition: Edition,
  size: number,
): Promise<(FoundJobs & { title: string; locationId: number })[]> {
  const rows = await db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, edition))
    .where('j.location_id', 'is not', null)
    .groupBy(['j.title', 'j.location_id'])
    .select([
      'j.title',
      'j.location_id',
      sql<number>`count(*)::int`.as('jobs'),
      sql<Date | string>`max(j.updated_at)`.as('lastmod'),
    ])
    .orderBy(sql`count(*) desc, j.title, j.location_id`)
    .limit(size)
    .execute();
  return rows.map((row) => ({
    title: row.title,
    locationId: row.location_id ?? 0,
    jobs: row.jobs,
    lastmod: new Date(row.lastmod),
  }));
}

/**
 * Which of these titles (lower-cased) an open job in an edition's search carries exactly: a page
 * searching such a title finds at least that job, so it needs no search of its own.
 */
export async function postedTitles(db: Db, edition: Edition, titles: string[]): Promise<Set<string>> {
  if (titles.length === 0) return new Set();
  const lowered = titles.map((title) => title.toLowerCase());
  const rows = await db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, edition))
    .where(sql<boolean>`lower(j.title) = any(${lowered}::text[])`)
    .select(sql<string>`lower(j.title)`.as('title'))
    .distinct()
    .execute();
  return new Set(rows.map((row) => row.title));
}
