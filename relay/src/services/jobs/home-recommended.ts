import type { Edition, LanguageCode } from '@talkhire/config';
import { findFunctionTitle, taxonomy } from '@talkhire/config/lists';
import type { THomeRecommended } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { cardsInOrder, inEdition, popularWindowMs, viewedThenPromoted } from './home-sections';

const mainOfFunction = new Map(taxonomy.flatMap((m) => m.job_functions.map((f) => [f.id, m.id] as const)));

/** What a seeker told us they want, gathered from their job preferences and profile. */
interface Wishes {
  functionTitleIds: number[];
  jobFunctionIds: number[];
  mainFunctionIds: number[];
  industryIds: number[];
  jobTypeIds: number[];
  arrangements: string[];
  locationIds: number[];
}

/**
 * Spec §2 recommended jobs, 21 a page (spec §9). A signed-in seeker's job preferences rank the
 * edition's active jobs: the exact title weighs most, then its job function, main function and
 * location, then industry, job type and work arrangement. Without preferences, the job functions
 * of their work experience and their location do. Guests (and seekers who told us nothing) get
 * the edition's most viewed jobs of the last 30 days. Ties go to featured, urgent, newest.
 */
export async function recommendedJobs(
  db: Db,
  userId: number | null,
  page: number,
  size: number,
  locale: { edition: Edition; language: LanguageCode },
  now = new Date(),
): Promise<THomeRecommended> {
  const { wishes, basis } = userId ? await readWishes(db, userId, locale.edition) : noWishes;
  const since = new Date(now.getTime() - popularWindowMs);
  const offset = (page - 1) * size;
  const rows =
    basis === 'popularity'
      ? await viewedThenPromoted(db, locale.edition, { offset, limit: size + 1, since, viewerId: userId })
      : await rankedPage(db, wishes, locale.edition, offset, size + 1, since, userId);
  const ids = rows.slice(0, size);
  return {
    jobs: await cardsInOrder(db, ids, locale.language),
    page,
    size,
    has_more: rows.length > size,
    basis,
  };
}

/** The edition's active jobs scored by the seeker's wishes, then by recent views, then promoted. */
async function rankedPage(
  db: Db,
  wishes: Wishes,
  edition: Edition,
  offset: number,
  limit: number,
  since: Date,
  viewerId: number | null,
) {
  const any = (
    column: string,
    ids: readonly (number | string)[],
    weight: number,
    type: 'int' | 'text' = 'int',
  ) =>
    ids.length
      ? sql`case when ${sql.ref(column)} = any(${sql.val(ids)}::${sql.raw(type)}[]) then ${sql.lit(weight)} else 0 end`
      : sql`0`;
  const score = sql`(${any('j.function_title_id', wishes.functionTitleIds, 8)}
    + ${any('j.job_function_id', wishes.jobFunctionIds, 4)}
    + ${any('j.main_function_id', wishes.mainFunctionIds, 2)}
    + ${any('j.location_id', wishes.locationIds, 2)}
    + ${any('j.industry_id', wishes.industryIds, 1)}
    + ${any('j.job_type_id', wishes.jobTypeIds, 1)}
    + ${any('j.work_arrangement', wishes.arrangements, 1, 'text')})`;
  const views = db
    .selectFrom('job_views')
    .where('created_at', '>=', since)
    .groupBy('job_id')
    .select(['job_id', sql<number>`count(*)`.as('n')])
    .as('v');
  const rows = await db
    .selectFrom('jobs as j')
    .leftJoin(views, 'v.job_id', 'j.id')
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, edition, viewerId))
    .select('j.id')
    .orderBy(
      sql`${score} desc, coalesce(v.n, 0) desc, j.is_featured desc, j.is_urgent desc, j.posted_at desc, j.id desc`,
    )
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}

const noWishes = {
  wishes: {
    functionTitleIds: [],
    jobFunctionIds: [],
    mainFunctionIds: [],
    industryIds: [],
    jobTypeIds: [],
    arrangements: [],
    locationIds: [],
  } as Wishes,
  basis: 'popularity' as const,
};

async function readWishes(
  db: Db,
  userId: number,
  edition: Edition,
): Promise<{ wishes: Wishes; basis: THomeRecommended['basis'] }> {
  const [preferences, experiences, user] = await Promise.all([
    db
      .selectFrom('job_preferences')
      .where('user_id', '=', userId)
      .select([
        'edition_id',
        'function_title_id',
        'industry_id',
        'job_type_id',
        'work_arrangement',
        'location_id',
      ])
      .execute(),
    db.selectFrom('work_experiences').where('user_id', '=', userId).select('job_function_ids').execute(),
    db.selectFrom('users').where('id', '=', userId).select('location_id').executeTakeFirst(),
  ]);
  const unique = <T>(values: (T | null | undefined)[]) => [
    ...new Set(values.filter((v): v is T => v !== null && v !== undefined)),
  ];
  if (preferences.length) {
    const places = preferences.map((p) => findFunctionTitle(p.function_title_id));
    return {
      basis: 'preferences',
      wishes: {
        functionTitleIds: unique(preferences.map((p) => p.function_title_id)),
        jobFunctionIds: unique(places.map((p) => p?.jobFunctionId)),
        mainFunctionIds: unique(places.map((p) => p?.mainFunctionId)),
        industryIds: unique(preferences.map((p) => p.industry_id)),
        jobTypeIds: unique(preferences.map((p) => p.job_type_id)),
        arrangements: unique(preferences.map((p) => p.work_arrangement)),
        // A location is one of its edition's: a preference made elsewhere says nothing about here.
        locationIds: unique(preferences.filter((p) => p.edition_id === edition.id).map((p) => p.location_id)),
      },
    };
  }
  const jobFunctionIds = unique(experiences.flatMap((e) => e.job_function_ids));
  const locationIds = unique([user?.location_id]);
  if (!jobFunctionIds.length && !locationIds.length) return noWishes;
  return {
    basis: 'profile',
    wishes: {
      ...noWishes.wishes,
      jobFunctionIds,
      mainFunctionIds: unique(jobFunctionIds.map((id) => mainOfFunction.get(id))),
      locationIds,
    },
  };
}
