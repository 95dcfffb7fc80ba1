import type { Edition, LanguageCode } from '@talkhire/config';
import { optionLists } from '@talkhire/config/lists';
import { errorCodes, type THomeJobs, type THomeSection, type TTopCompany } from '@talkhire/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { notBlockedBy } from '../company-blocks';
import { mainFunctionsOfCategories } from './filter-ids';
import { toJobCard } from './job-card';
import { jobCards } from './search-jobs';

type Jobs = ExpressionBuilder<Database & { j: Database['jobs'] }, 'j'>;

const hour = 3_600_000;
/** Spec §2 'hot jobs within 24 hours'. */
export const hotWindowMs = 24 * hour;
/** Views older than this no longer make a job popular. */
export const popularWindowMs = 30 * 24 * hour;

/** Who reads a home list: the edition and language, and the seeker when signed in. */
export interface HomeReader {
  edition: Edition;
  language: LanguageCode;
  viewerId?: number | null;
}

/**
 * 'Others' lists its own jobs and the remote jobs of every edition, as the search does; a
 * company the reader blocked is left out everywhere (spec §6).
 */
export function inEdition(eb: Jobs, edition: Edition, viewerId: number | null = null): Expression<SqlBool> {
  const edited =
    edition.key === 'com'
      ? eb.or([eb('j.edition_id', '=', edition.id), eb('j.work_arrangement', '=', 'remote')])
      : eb('j.edition_id', '=', edition.id);
  return viewerId ? eb.and([edited, notBlockedBy(viewerId, 'j.company_id')]) : edited;
}

/**
 * One home section (spec §2): active jobs of the edition. Popular: most viewed over the last 30
 * days, then the promoted order (featured, urgent, newest); remote the same among remote jobs;
 * Web3 promoted; hot: posted in the last 24 hours, most viewed first; latest: newest.
 */
export async function homeSectionJobs(
  db: Db,
  section: THomeSection,
  size: number,
  locale: HomeReader,
  now = new Date(),
): Promise<THomeJobs> {
  const { edition } = locale;
  const viewerId = locale.viewerId ?? null;
  const active = db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, edition, viewerId))
    .select('j.id');
  const viewsSince = new Date(now.getTime() - popularWindowMs);
  let ids: number[];
  switch (section) {
    case 'popular':
      ids = await viewedThenPromoted(db, edition, { offset: 0, limit: size, since: viewsSince, viewerId });
      break;
    case 'remote':
      ids = await viewedThenPromoted(db, edition, {
        offset: 0,
        limit: size,
        since: viewsSince,
        viewerId,
        where: (eb) => eb('j.work_arrangement', '=', 'remote'),
      });
      break;
    case 'web3':
      ids = await pluck(active.where('j.is_web3', '=', true).orderBy(promoted).limit(size));
      break;
    case 'latest':
      ids = await pluck(active.orderBy(sql`j.posted_at desc, j.id desc`).limit(size));
      break;
    case 'hot': {
      const since = new Date(now.getTime() - hotWindowMs);
      ids = await pluck(
        active
          .where('j.posted_at', '>=', since)
          .orderBy(
            sql`(select count(*) from job_views v where v.job_id = j.id and v.created_at >= ${since}) desc`,
          )
          .orderBy(sql`j.posted_at desc, j.id desc`)
          .limit(size),
      );
      break;
    }
  }
  return { jobs: await cardsInOrder(db, ids, locale.language) };
}

const promoted = sql`j.is_featured desc, j.is_urgent desc, j.posted_at desc, j.id desc`;

/**
 * The edition's active jobs (optionally narrowed) viewed since a date, most viewed first, then
 * every other one in the promoted order: two index-friendly reads instead of ranking the whole
 * edition, with `offset` for pages across the two parts.
 */
export async function viewedThenPromoted(
  db: Db,
  edition: Edition,
  page: {
    offset: number;
    limit: number;
    since: Date;
    viewerId?: number | null;
    where?: (eb: Jobs) => Expression<SqlBool>;
  },
): Promise<number[]> {
  const narrowed = (eb: Jobs) =>
    eb.and([inEdition(eb, edition, page.viewerId ?? null), ...(page.where ? [page.where(eb)] : [])]);
  const viewed = (
    await db
      .selectFrom('job_views as v')
      .innerJoin('jobs as j', 'j.id', 'v.job_id')
      .where('v.created_at', '>=', page.since)
      .where('j.status', '=', 'active')
      .where(narrowed)
      .groupBy('j.id')
      .select('j.id')
      .orderBy(sql`count(*) desc, ${promoted}`)
      .execute()
  ).map((r) => r.id);
  const fromViewed = viewed.slice(page.offset, page.offset + page.limit);
  if (fromViewed.length === page.limit) return fromViewed;
  const others = await db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'active')
    .where(narrowed)
    .$if(viewed.length > 0, (q) => q.where('j.id', 'not in', viewed))
    .select('j.id')
    .orderBy(promoted)
    .limit(page.limit - fromViewed.length)
    .offset(Math.max(0, page.offset - viewed.length))
    .execute();
  return [...fromViewed, ...others.map((r) => r.id)];
}

/** A home category tab (IT, Banking… of spec §2): the category's main functions, promoted first. */
export async function categoryJobs(
  db: Db,
  jobCategoryId: number,
  size: number,
  locale: HomeReader,
): Promise<THomeJobs> {
  if (!optionLists.job_category_lists.some((c) => c.id === jobCategoryId))
    throw new ApiError(errorCodes.notFound);
  const mains = mainFunctionsOfCategories([jobCategoryId]);
  if (!mains.length) return { jobs: [] };
  const ids = await pluck(
    db
      .selectFrom('jobs as j')
      .where('j.status', '=', 'active')
      .where((eb) => inEdition(eb, locale.edition, locale.viewerId ?? null))
      .where('j.main_function_id', 'in', mains)
      .select('j.id')
      .orderBy(promoted)
      .limit(size),
  );
  return { jobs: await cardsInOrder(db, ids, locale.language) };
}

const industries = new Map(optionLists.industry_lists.map((o) => [o.id, o]));
const companySizes = new Map(optionLists.company_sizes.map((o) => [o.id, o]));

/** Spec §2 top companies: the edition's companies with the most active jobs, verified first among equals. */
export async function topCompanies(db: Db, size: number, locale: HomeReader): Promise<TTopCompany[]> {
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .where('j.status', '=', 'active')
    .where((eb) => inEdition(eb, locale.edition, locale.viewerId ?? null))
    .groupBy(['c.id', 'c.name', 'c.is_verified', 'c.logo_color', 'c.industry_id', 'c.company_size_id'])
    .select([
      'c.id',
      'c.name',
      'c.is_verified',
      'c.logo_color',
      'c.industry_id',
      'c.company_size_id',
      sql<number>`count(*)::int`.as('active_jobs'),
    ])
    .orderBy(sql`count(*) desc, c.is_verified desc, c.id`)
    .limit(size)
    .execute();
  if (!rows.length) return [];
  const titles = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('jobs as j')
        .where('j.status', '=', 'active')
        .where(
          'j.company_id',
          'in',
          rows.map((r) => r.id),
        )
        .select([
          'j.company_id',
          'j.title',
          sql<number>`row_number() over (partition by j.company_id order by j.posted_at desc, j.id desc)`.as(
            'n',
          ),
        ])
        .as('t'),
    )
    .select(['t.company_id', 't.title'])
    .where('t.n', '<=', 3)
    .orderBy('t.n')
    .execute();
  const { language } = locale;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    is_verified: r.is_verified,
    logo_color: r.logo_color,
    industry: { id: r.industry_id, value: industries.get(r.industry_id)?.value[language] ?? '' },
    company_size: {
      id: r.company_size_id,
      value: companySizes.get(r.company_size_id)?.value[language] ?? '',
    },
    active_jobs: r.active_jobs,
    job_titles: [...new Set(titles.filter((t) => t.company_id === r.id).map((t) => t.title))],
  }));
}

/** Job cards for ids, in the order of the ids. */
export async function cardsInOrder(db: Db, ids: number[], language: LanguageCode) {
  if (!ids.length) return [];
  const rows = new Map((await jobCards(db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toJobCard(row, language)] : [];
  });
}

async function pluck(query: { execute(): Promise<{ id: number }[]> }): Promise<number[]> {
  return (await query.execute()).map((r) => r.id);
}
