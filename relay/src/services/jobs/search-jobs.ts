import {
  defaultSort,
  type Edition,
  type JobSearchSort,
  type LanguageCode,
  sortOrders,
} from '@talkhire/config';
import { searchTotalCap, type TJobSearchRequest, type TJobSearchResult } from '@talkhire/contracts';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Db, runsOneStatementAtATime } from '../../db/database';
import type { Database } from '../../db/schema';
import { notBlockedBy } from '../company-blocks';
import { assertKnownFilterIds, mainFunctionsOfCategories, workArrangementsOf } from './filter-ids';
import { type JobCardRow, toJobCard } from './job-card';
import { readSearchTerms, type SearchTerms } from './search-terms';
import { type EditionMatches, estimatedEditionMatches, estimatedTextMatches } from './text-frequency';

export type Jobs = ExpressionBuilder<Database & { j: Database['jobs'] }, 'j'>;

/** 'Others' lists its own jobs and the remote jobs of every edition. */
const othersEditionKey = 'com';

/**
 * The job search of spec §3: active jobs of the request's edition matching every filter, one page
 * in the requested order plus the total, counted up to `searchTotalCap` ("10,000+" past it).
 * Filters are AND-ed; the ids inside one filter are OR-ed.
 */
export async function searchJobs(
  db: Db,
  request: TJobSearchRequest,
  locale: { edition: Edition; language: LanguageCode; viewerId?: number | null },
  narrowing: SearchNarrowing = {},
): Promise<TJobSearchResult> {
  assertKnownFilterIds(request);
  const sort = (request.sort ?? defaultSort(request.query)) as JobSearchSort;
  const terms = readSearchTerms(request.query);
  // Words alone in one edition: their share of its jobs, from the edition text index's statistics.
  const inEdition =
    wordsAlone(request, narrowing) && editionTextApplies(locale.edition, terms)
      ? await estimatedEditionMatches(db, locale.edition.id, terms.words)
      : null;
  const textMatch = await chooseTextMatch(db, request, locale.edition, terms, inEdition);
  const whereFor = (match: MatchMode) => (eb: Jobs) =>
    eb.and([
      ...searchConditions(eb, request, locale.edition, terms, match),
      ...(narrowing.conditions?.(eb) ?? []),
      // Spec §6: the companies this seeker blocked are not shown to them.
      notBlockedBy(locale.viewerId, 'j.company_id'),
    ]);
  const where = whereFor(textMatch);
  const countWhere = whereFor(textMatch === 'rows' ? 'rows' : inEdition ? 'edition-index' : 'index');
  const { page, size } = request;

  // Counted up to one past the cap: past it the answer is "10,000+", and the last pages stay
  // within the first 10,000 matches. An exact count of a common word read every match.
  const count = async () => {
    // One word whose most frequent lexeme alone is surely in more than the cap of the edition's
    // jobs, with a tenth to spare for jobs closed since the last ANALYZE (the prefix's other
    // lexemes only add jobs), is "10,000+" without counting: a capped count reads 10,001 rows on
    // as many heap pages (~20–30 ms at 200,000 jobs), and at 1,000,000 jobs, where 'management'
    // is in 119,000 of ph's, it built all of that bitmap first.
    if (inEdition && inEdition.surelyAtLeast > 1.1 * searchTotalCap) return searchTotalCap + 1;
    const counted = (qb: Db) =>
      qb
        .selectFrom((sub) =>
          sub
            .selectFrom('jobs as j')
            .where(countWhere)
            .select(sql`1`.as('one'))
            .limit(searchTotalCap + 1)
            .as('matches'),
        )
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => r.n);
    if (!inEdition) return counted(db);
    // The edition index's matches are exact unless the bitmap outgrows work_mem and turns lossy:
    // then every row of a lossy page is checked by re-tagging its whole document (1.2 s for
    // 'management' at 1,000,000 jobs with the default 4 MB). 16 MB keeps a million jobs exact.
    return db.transaction().execute(async (trx) => {
      await sql`set local work_mem = '16MB'`.execute(trx);
      return counted(trx);
    });
  };
  const ordered = db
    .selectFrom('jobs as j')
    .where(where)
    .select('j.id')
    .orderBy(narrowing.rank ? sql`${narrowing.rank} desc, ${orderOf(sort, terms)}` : orderOf(sort, terms))
    .limit(size)
    .offset((page - 1) * size);
  const pageIds = (): Promise<{ id: number }[]> =>
    sort === sortOrders.relevance && terms.titlePatterns.length && !narrowing.rank
      ? relevancePage(db, { all: where, titled: whereFor('titled-rows') }, terms, (page - 1) * size, size)
      : ordered.execute();
  let ids: { id: number }[];
  let matches: number;
  if (textMatch === 'rows') {
    // The text is checked row by row: one pass yields the page and the total together.
    const found = await ordered.select(sql<number>`count(*) over ()::int`.as('total')).execute();
    ids = found;
    matches = found[0]?.total ?? (page > 1 ? await count() : 0);
  } else {
    // Ids first: with every filter column in the order indexes, the page and the total come from
    // index-only scans; the wide rows are read for the page's jobs alone. On PostgreSQL both run
    // at once on two pooled connections; PGlite takes them in turn.
    [ids, matches] = await Promise.all([pageIds(), count()]);
  }
  const totalNum = Math.min(matches, searchTotalCap);
  const rows = ids.length
    ? await jobCards(
        db,
        ids.map((r) => r.id),
      )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));

  return {
    jobs: ids
      .map(({ id }) => byId.get(id))
      .filter((row): row is JobCardRow => row !== undefined)
      .map((row) => toJobCard(row, locale.language)),
    total_num: totalNum,
    total_is_capped: matches > searchTotalCap,
    page,
    size,
    total_pages: Math.ceil(totalNum / size),
    sort,
  };
}

/**
 * What a page built on the search adds (the on-site landing page): conditions AND-ed to the
 * request's, and a rank ordered before the request's sort.
 */
export interface SearchNarrowing {
  conditions?: (eb: Jobs) => Expression<SqlBool>[];
  rank?: RawBuilder<number>;
}

export function jobCards(db: Db, ids: number[]): Promise<JobCardRow[]> {
  return db
    .selectFrom('jobs as j')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .innerJoin('recruiters as r', 'r.id', 'j.recruiter_id')
    .where('j.id', 'in', ids)
    .select([
      'j.id',
      'j.title',
      'j.edition_id',
      'j.salary_from',
      'j.salary_to',
      'j.currency',
      'j.pay_type',
      'j.location_id',
      'j.work_arrangement',
      'j.job_type_id',
      'j.xp_lvl_id',
      'j.degree_id',
      'j.posted_at',
      'j.is_urgent',
      'j.is_featured',
      'c.id as company_id',
      'c.name as company_name',
      'c.is_verified as company_is_verified',
      'c.logo_color as company_logo_color',
      'r.id as recruiter_id',
      'r.first_name as recruiter_first_name',
      'r.last_name as recruiter_last_name',
      'r.last_active_at as recruiter_last_active_at',
    ])
    .execute();
}

/**
 * How the words are matched. 'index': through the full-text (or trigram) index, best for rare
 * words or when the filters leave many jobs. 'rows': checked on the few jobs the other filters
 * leave, best for common words: 'customer:*' expands to posting lists of a third of the catalogue,
 * which costs more than reading a couple of thousand rows. The planner prices both alike, so a
 * bounded count of the filtered jobs and the words' frequency in the statistics decide. 'walk':
 * without filters, words common in the edition are checked on its jobs in the page's order until
 * the page is full (the total still comes through the index): the planner, which sees a word's
 * frequency over every edition only, read and sorted all 19,000 matches of Indonesia's 'pekerjaan'
 * for a page of 20.
 */
type TextMatch = 'index' | 'rows' | 'walk';

/**
 * Counting a search of words alone: through the edition's own full-text index
 * (jobs_edition_text_idx), whose postings are that edition's active jobs alone, so no AND with the
 * edition's jobs is needed. (With filters, the full index ANDed with the filters' index reads
 * less.) Its lexemes have no positions, so only queries without phrases use it: a word the parser
 * splits ('e-commerce', 'node.js', "o'brien") becomes a phrase.
 */
type CountMatch = TextMatch | 'edition-index';

/**
 * Relevance's jobs with the words in the title: checked on rows like 'rows', on the title's own
 * words first. The title is the document's start, so words it holds are the document's, and most
 * of these jobs are decided without fetching the document from TOAST (which their score fetches
 * anyway): 21.7 → 16.4 ms for ph's 735 'management' titles at 200,000 jobs.
 */
type MatchMode = CountMatch | 'titled-rows';

function editionTextApplies(edition: Edition, terms: SearchTerms): boolean {
  return (
    edition.key !== othersEditionKey &&
    terms.tsQuery !== null &&
    terms.words.every((w) => plainWord.test(w.lexeme))
  );
}
const plainWord = /^[\p{L}\p{N}]+$/u;
const rowsMatchLimit = 3000;
/** Checking one row's tsvector costs roughly as much as reading 10–25 postings of the index (measured at
 * 200,000 jobs); the higher figure keeps the index path unless the filters leave very few rows. */
const rowToPostingCost = 25;

async function chooseTextMatch(
  db: Db,
  request: TJobSearchRequest,
  edition: Edition,
  terms: SearchTerms,
  inEdition: EditionMatches | null,
): Promise<TextMatch> {
  if (!terms.tsQuery && !terms.containsPatterns.length) return 'index';
  const selective = [
    request.job_locations,
    request.function_job_title_ids,
    request.job_function_ids,
    request.main_functions,
    request.job_categories,
    request.industries,
    request.company_ids,
  ].some((ids) => ids?.length);
  if (!selective) return inEdition && walksTheEdition(request, inEdition) ? 'walk' : 'index';
  const noText: SearchTerms = { tsQuery: null, words: [], titlePatterns: [], containsPatterns: [] };
  const [{ n: candidates }, matches] = await Promise.all([
    db
      .selectFrom((qb) =>
        qb
          .selectFrom('jobs as j')
          .where((eb) => eb.and(searchConditions(eb, request, edition, noText, 'index')))
          .select(sql`1`.as('one'))
          .limit(rowsMatchLimit)
          .as('filtered'),
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    estimatedTextMatches(db, terms.words),
  ]);
  return candidates < rowsMatchLimit && candidates * rowToPostingCost < matches ? 'rows' : 'index';
}

/**
 * A walk reads about (rows up to the page's end) / (the words' share of the edition's jobs) rows,
 * checking each one's text; the index path reads and sorts every match, at a similar cost a row
 * (7 and 6 µs measured at 200,000 jobs). Only for a search of words alone in one edition: filters
 * or a narrowing rank make the walk's share unknown or its order not an index's.
 */
function walksTheEdition(request: TJobSearchRequest, { matches, jobs }: EditionMatches): boolean {
  if (!jobs || !matches) return false;
  const walked = (request.page * request.size) / (matches / jobs);
  return walked < matches;
}

/** A search with no filter and no narrowing: the words (and the edition) alone. */
function wordsAlone(request: TJobSearchRequest, narrowing: SearchNarrowing): boolean {
  if (narrowing.conditions || narrowing.rank) return false;
  return Object.entries(request).every(
    ([key, value]) => unfilteredKeys.has(key) || value === undefined || isEmptyList(value),
  );
}

const unfilteredKeys = new Set(['query', 'sort', 'page', 'size', 'source', 'language_code']);
const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

function searchConditions(
  eb: Jobs,
  request: TJobSearchRequest,
  edition: Edition,
  terms: SearchTerms,
  textMatch: MatchMode,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb('j.status', '=', 'active')];
  // The edition's text index holds that edition's jobs only: a condition on the column would be
  // checked on every row it finds.
  if (textMatch !== 'edition-index')
    conditions.push(
      edition.key === othersEditionKey
        ? eb.or([eb('j.edition_id', '=', edition.id), eb('j.work_arrangement', '=', 'remote')])
        : eb('j.edition_id', '=', edition.id),
    );
  const anyOf = (column: Parameters<Jobs>[0], ids: number[] | undefined) => {
    if (ids?.length) conditions.push(eb(column, 'in', ids));
  };
  anyOf('j.location_id', request.job_locations);
  anyOf('j.degree_id', request.degrees);
  anyOf('j.xp_lvl_id', request.xp_lvls);
  anyOf('j.job_type_id', request.job_types);
  anyOf('j.company_id', request.company_ids);
  anyOf('j.main_function_id', request.main_functions);
  anyOf('j.job_function_id', request.job_function_ids);
  anyOf('j.function_title_id', request.function_job_title_ids);
  anyOf('j.industry_id', request.industries);
  if (request.job_categories?.length) {
    const mains = mainFunctionsOfCategories(request.job_categories);
    conditions.push(mains.length ? eb('j.main_function_id', 'in', mains) : eb.lit(false));
  }
  if (request.work_arrangements?.length)
    conditions.push(eb('j.work_arrangement', 'in', workArrangementsOf(request.work_arrangements)));
  if (request.benefits?.length)
    conditions.push(sql<SqlBool>`j.benefit_ids && ${sql.val(request.benefits)}::int[]`);
  if (request.is_web3) conditions.push(eb('j.is_web3', '=', true));

  // Salaries are compared as monthly equivalents, so hourly, daily and annual pay sit on one scale.
  if (request.salary_from !== undefined)
    conditions.push(sql<SqlBool>`job_monthly_pay(j.salary_to, j.pay_type) >= ${request.salary_from}`);
  if (request.salary_to !== undefined)
    conditions.push(sql<SqlBool>`job_monthly_pay(j.salary_from, j.pay_type) <= ${request.salary_to}`);

  if (request.is_company_verified || request.company_sizes?.length || request.financing_stages?.length) {
    conditions.push(
      eb(
        'j.company_id',
        'in',
        eb
          .selectFrom('companies as fc')
          .select('fc.id')
          .where((c) => {
            const rules: Expression<SqlBool>[] = [];
            if (request.is_company_verified) rules.push(c('fc.is_verified', '=', true));
            if (request.company_sizes?.length)
              rules.push(c('fc.company_size_id', 'in', request.company_sizes));
            if (request.financing_stages?.length)
              rules.push(c('fc.financing_stage_id', 'in', request.financing_stages));
            return c.and(rules);
          }),
      ),
    );
  }

  // `(…) is true` is the same test in a form no index matches, so it runs on the filtered rows.
  const text = (condition: Expression<SqlBool>) =>
    textMatch === 'rows' || textMatch === 'walk' || textMatch === 'titled-rows'
      ? sql<SqlBool>`(${condition}) is true`
      : condition;
  if (terms.tsQuery && textMatch === 'titled-rows')
    conditions.push(
      text(
        sql<SqlBool>`to_tsvector('simple', j.title) @@ to_tsquery('simple', ${terms.tsQuery}) or j.search @@ to_tsquery('simple', ${terms.tsQuery})`,
      ),
    );
  else if (terms.tsQuery && textMatch === 'edition-index')
    conditions.push(
      sql<SqlBool>`job_edition_lexemes(j.edition_id, j.search) @@ job_edition_query(${edition.id}, to_tsquery('simple', ${terms.tsQuery}))`,
    );
  else if (terms.tsQuery)
    conditions.push(text(sql<SqlBool>`j.search @@ to_tsquery('simple', ${terms.tsQuery})`));
  for (const pattern of terms.containsPatterns) conditions.push(text(titleLike(pattern)));
  return conditions;
}

/**
 * Relevance ranks the first `rankedCandidates` matches of a cheap order (the words in the title,
 * featured, urgent, newest: read from the rows' short columns) by the text rank too; the matches
 * after them follow in that cheap order. The text rank reads each job's whole document (its
 * tsvector, compressed out of line), which over every match of a common word cost more than the
 * rest of the search. Below `rankedCandidates` matches the order is exactly the full ranking.
 */
export const rankedCandidates = 1000;

/** The search's conditions; `titled`: the same with the text checked on rows, never through its index. */
interface MatchConditions {
  all: (eb: Jobs) => Expression<SqlBool>;
  titled: (eb: Jobs) => Expression<SqlBool>;
}

async function relevancePage(
  db: Db,
  where: MatchConditions,
  terms: SearchTerms,
  offset: number,
  size: number,
): Promise<{ id: number }[]> {
  const rest = (from: number, limit: number) => cheaplyOrdered(db, where, terms, from, limit);
  if (offset >= rankedCandidates) return rest(offset, size);
  const limit = Math.min(size, rankedCandidates - offset);
  const ranked = (await scoredCandidates(db, where, terms))
    .sort(byRelevance)
    .slice(offset, offset + limit)
    .map(({ id }) => ({ id }));
  // A page across the end of the candidates continues with the first matches after them.
  if (ranked.length < limit || offset + size <= rankedCandidates) return ranked;
  return [...ranked, ...(await rest(rankedCandidates, offset + size - rankedCandidates))];
}

interface ScoredCandidate {
  id: number;
  score: number;
  posted: number;
}

/**
 * The first `rankedCandidates` of the cheap order (as `cheaplyOrdered` reads them), each with its
 * relevance score, computed in the statement that reads them (ranked by a second statement, every
 * candidate's document was fetched from TOAST again) and after their limit: a subquery with a
 * LIMIT stays one, so only the candidates kept are ranked, their documents carried through the
 * sort as TOAST pointers (scored beside the sort keys, all 3,500 titled matches of a common word
 * were ranked at 1,000,000 jobs). On PostgreSQL the two parts are read at once on two
 * connections, so the part without the words in the title takes as many as could be needed;
 * PGlite reads them in turn, the second only as many as the first left.
 */
async function scoredCandidates(
  db: Db,
  where: MatchConditions,
  terms: SearchTerms,
): Promise<ScoredCandidate[]> {
  const part = (inTitle: boolean, take = rankedCandidates) =>
    db
      .selectFrom(
        cheapOrderPart(db, where, terms, inTitle)
          .select(['j.id', 'j.search', 'j.title', 'j.is_featured', 'j.is_urgent', 'j.posted_at'])
          .limit(take)
          .as('j'),
      )
      .select([
        'j.id',
        sql<number>`${relevanceScore(terms)}`.as('score'),
        // Seconds as a double, 0.24 µs apart at today's dates: posted_at's order, ties included.
        sql<number>`extract(epoch from j.posted_at)::float8`.as('posted'),
      ])
      .execute();
  if (runsOneStatementAtATime(db)) {
    const inTitle = await part(true);
    return inTitle.length < rankedCandidates
      ? [...inTitle, ...(await part(false, rankedCandidates - inTitle.length))]
      : inTitle;
  }
  const [inTitle, others] = await Promise.all([part(true), part(false)]);
  return [...inTitle, ...others.slice(0, rankedCandidates - inTitle.length)];
}

/** The relevance order of `orderOf`, on scores read with the rows. */
function byRelevance(a: ScoredCandidate, b: ScoredCandidate): number {
  return b.score - a.score || b.posted - a.posted || b.id - a.id;
}

/**
 * The matches in the cheap order, `limit` of them after `from`: the ones with the words in the
 * title, then the others, each part in the order of the edition's featured-urgent-newest index
 * (the boosts order the same way: featured 0.3 outweighs urgent 0.15). As one sort over every
 * match, a common word had all its matches read and sorted; as two ordered parts, each reads about
 * as many rows as it returns. The titled part finds titles through their trigram index and checks
 * the text on those rows only: ANDed with the text's index, the word's whole posting list was read.
 */
async function cheaplyOrdered(
  db: Db,
  where: MatchConditions,
  terms: SearchTerms,
  from: number,
  limit: number,
): Promise<{ id: number }[]> {
  const part = (inTitle: boolean, skip: number, take: number) =>
    cheapOrderPart(db, where, terms, inTitle).select('j.id').limit(take).offset(skip).execute();
  const inTitle = await part(true, 0, from + limit);
  // Fewer than asked: these are all the titled matches, and the others follow them.
  if (inTitle.length >= from + limit) return inTitle.slice(from);
  const head = inTitle.slice(from);
  return [...head, ...(await part(false, Math.max(0, from - inTitle.length), limit - head.length))];
}

/** The matches with (or without) the words in the title, in the cheap order. */
function cheapOrderPart(db: Db, where: MatchConditions, terms: SearchTerms, inTitle: boolean) {
  const titled = wordsInTitle(terms);
  return db
    .selectFrom('jobs as j')
    .where(inTitle ? where.titled : where.all)
    .where(inTitle ? titled : sql<SqlBool>`not ${titled}`)
    .orderBy(sql`j.is_featured desc, j.is_urgent desc, j.posted_at desc, j.id desc`);
}

/**
 * 1 relevance: text rank (title matches weigh most), then featured and urgent jobs, then the
 * newest; without a query, featured, urgent, newest. 2 newest. 3 highest monthly-equivalent pay,
 * jobs without an amount last. The id settles ties, so pages never overlap.
 */
function orderOf(sort: JobSearchSort, terms: SearchTerms) {
  const newest = sql`j.posted_at desc, j.id desc`;
  if (sort === 2) return newest;
  if (sort === 3)
    return sql`job_monthly_pay(j.salary_to, j.pay_type) desc nulls last, job_monthly_pay(j.salary_from, j.pay_type) desc nulls last, ${newest}`;
  if (!terms.titlePatterns.length) return sql`j.is_featured desc, j.is_urgent desc, ${newest}`;
  return sql`${relevanceScore(terms)} desc, ${newest}`;
}

/** Text rank (title matches weigh most) and the featured and urgent boosts. */
function relevanceScore(terms: SearchTerms) {
  const rank = terms.tsQuery ? sql`ts_rank(j.search, to_tsquery('simple', ${terms.tsQuery}), 1)` : sql`0`;
  return sql`${rank} + ${inTitle(terms)} + ${boosts}`;
}

const boosts = sql`(case when j.is_featured then 0.3 else 0 end + case when j.is_urgent then 0.15 else 0 end)`;
const inTitle = (terms: SearchTerms) => sql`case when ${wordsInTitle(terms)} then 1 else 0 end`;
/** Every term in the title: one condition a pattern, so the title's trigram index can find them. */
const wordsInTitle = (terms: SearchTerms) =>
  sql<SqlBool>`(${sql.join(terms.titlePatterns.map(titleLike), sql` and `)})`;

/**
 * The title holds the pattern, in any case. A pattern without cased letters (Japanese, Chinese,
 * digits) matches the same with LIKE, which skips ILIKE's case folding of every title it reads:
 * counting a common Japanese term over the edition's titles, 14 ms → 6 ms at 200,000 jobs.
 */
function titleLike(pattern: string) {
  return pattern.toLowerCase() === pattern.toUpperCase()
    ? sql<SqlBool>`j.title like ${pattern}`
    : sql<SqlBool>`j.title ilike ${pattern}`;
}
