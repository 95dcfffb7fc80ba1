import type { LanguageCode } from '@talkhire/config';
import { allLocations } from '@talkhire/config/lists';
import type { TCompanyJobs } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isBlockedBetween } from '../company-blocks';
import { jobCards, likePattern, toJobCard } from '../jobs';
import { assertCompanyExists } from './company-exists';

const locations = new Map(allLocations().map((l) => [l.id, l]));

/**
 * Spec §2 Jobs and Remote Jobs tabs: one company's active jobs, newest first, searched by title
 * and location, a page at a time. A company the reader blocked shows them none.
 */
export async function companyJobs(
  db: Db,
  companyId: number,
  request: { query?: string; location_id?: number; remote?: boolean; page: number; size: number },
  language: LanguageCode,
  viewerId: number | null,
): Promise<TCompanyJobs> {
  const { page, size } = request;
  await assertCompanyExists(db, companyId);
  if (viewerId && (await isBlockedBetween(db, viewerId, companyId)))
    return { jobs: [], locations: [], total_num: 0, page, size, total_pages: 0 };

  let active = db
    .selectFrom('jobs as j')
    .where('j.company_id', '=', companyId)
    .where('j.status', '=', 'active');
  if (request.remote) active = active.where('j.work_arrangement', '=', 'remote');
  let found = active;
  // Every word typed must appear in the title, in any order.
  for (const word of (request.query ?? '').split(/\s+/).filter(Boolean))
    found = found.where('j.title', 'ilike', likePattern(word));
  if (request.location_id) found = found.where('j.location_id', '=', request.location_id);

  const [ids, total, places] = await Promise.all([
    found
      .select('j.id')
      .orderBy('j.posted_at', 'desc')
      .orderBy('j.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    found.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    active.where('j.location_id', 'is not', null).select('j.location_id').distinct().execute(),
  ]);
  const rows = ids.length
    ? await jobCards(
        db,
        ids.map((r) => r.id),
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    jobs: ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [toJobCard(row, language)] : [];
    }),
    locations: places
      .flatMap(({ location_id }) => {
        const l = location_id === null ? undefined : locations.get(location_id);
        return l ? [{ id: l.id, value: l.value[language] }] : [];
      })
      .sort((a, b) => a.value.localeCompare(b.value, language)),
    total_num: total.n,
    page,
    size,
    total_pages: Math.ceil(total.n / size),
  };
}
