import { editionByKey } from '@talkhire/config';
import { searchTotalCap, type TJobSearchRequest, type TJobSearchResult } from '@talkhire/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { searchAsGuest } from '../../testing/job-search';
import { cloneJobsNaming, philippineJobTemplate } from '../../testing/new-job';
import { createTestApp } from '../../testing/test-app';
import { rankedCandidates } from './search-jobs';
import { estimatedEditionMatches } from './text-frequency';

let app: App;
const ph = editionByKey('ph');
const sg = editionByKey('sg');

const found = (request: Partial<TJobSearchRequest>, edition = ph) => searchAsGuest(app, request, edition);

const ids = (result: TJobSearchResult) => result.jobs.map((j) => j.id);

beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 300 });
  await cloneJobsNaming(app.services.db, 'zebrafish', searchTotalCap + 1);
  await cloneJobsNaming(app.services.db, 'okapi', rankedCandidates + 150);
  // The same word in another edition: never counted in ph's totals.
  await cloneJobsNaming(app.services.db, 'okapi', 40, sg);
}, 300_000);
afterAll(async () => {
  await app.close();
});

describe('GET /api/jobs/search: totals past the cap', () => {
  it('counts exactly up to the cap and says "more" past it', async () => {
    const capped = await found({ query: 'zebrafish' });
    expect(capped).toMatchObject({
      total_num: searchTotalCap,
      total_is_capped: true,
      total_pages: Math.ceil(searchTotalCap / 30),
    });

    // One job fewer: exactly the cap, counted and not capped.
    const [last] = ids(await found({ query: 'zebrafish', sort: 2, page: 1, size: 1 }));
    await sql`update jobs set status = 'closed' where id = ${last!}`.execute(app.services.db);
    try {
      expect(await found({ query: 'zebrafish' })).toMatchObject({
        total_num: searchTotalCap,
        total_is_capped: false,
      });
    } finally {
      await sql`update jobs set status = 'active' where id = ${last!}`.execute(app.services.db);
    }

    const exact = await found({ query: 'okapi' });
    expect(exact).toMatchObject({ total_num: rankedCandidates + 150, total_is_capped: false });
    expect(exact.total_pages).toBe(Math.ceil((rankedCandidates + 150) / 30));
  });

  it('serves the last page within the cap, and an empty page past every match', async () => {
    const pages = Math.ceil(searchTotalCap / 30);
    const newest = await sql<{ id: number }>`
      select id from jobs where status = 'active' and edition_id = ${ph.id} and title ilike '%zebrafish%'
        or status = 'active' and edition_id = ${ph.id} and description ilike '%zebrafish%'
      order by posted_at desc, id desc
    `.execute(app.services.db);
    const last = await found({ query: 'zebrafish', sort: 2, page: pages });
    expect(ids(last)).toEqual(newest.rows.slice((pages - 1) * 30, pages * 30).map((r) => r.id));
    expect(last.total_is_capped).toBe(true);

    const past = await found({ query: 'zebrafish', sort: 2, page: Math.ceil((searchTotalCap + 1) / 30) + 1 });
    expect(past.jobs).toEqual([]);
    expect(past).toMatchObject({ total_num: searchTotalCap, total_is_capped: true });
  });
});

describe('GET /api/jobs/search: totals through the edition text index', () => {
  const plainCount = async (editionId: number, tsQuery: string) =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from jobs where status = 'active' and edition_id = ${editionId}
          and search @@ to_tsquery('simple', ${tsQuery})`.execute(app.services.db)
    ).rows[0]!.n;

  it("counts an edition's own matches only, as the full-text search finds them", async () => {
    for (const [query, tsQuery] of [
      ['okapi', 'okapi:*'],
      ['OKAPI keeper', 'okapi:* & keeper:*'],
      ['okap', 'okap:*'],
      ['keeper', 'keeper:*'],
      ['fish', 'fish:*'],
    ] as const) {
      const inPh = await plainCount(ph.id, tsQuery);
      expect(inPh).toBeGreaterThan(0);
      expect((await found({ query })).total_num).toBe(Math.min(inPh, searchTotalCap));
      expect((await found({ query }, sg)).total_num).toBe(await plainCount(sg.id, tsQuery));
    }
    // Words the parser splits into phrases ('e-commerce') are counted through the full index.
    const inPh = await plainCount(ph.id, `'e-commerce':*`);
    expect((await found({ query: 'e-commerce' })).total_num).toBe(inPh);
  });

  it("tags a query's lexemes with the edition, quotes and prefixes kept", async () => {
    const { rows } = await sql<{ q: string; lexemes: string }>`
      select job_edition_query(167, ${`'o''brien':* & node <-> js`}::tsquery)::text as q,
        job_edition_lexemes(167, to_tsvector('simple', 'Node developer'))::text as lexemes
    `.execute(app.services.db);
    expect(rows[0]).toEqual({
      q: `'e167_o''brien':* & 'e167_node' <-> 'e167_js'`,
      lexemes: `'e167_developer' 'e167_node'`,
    });
  });

  it("estimates a word's matches in one edition from that edition's statistics", async () => {
    await sql`analyze jobs`.execute(app.services.db);
    const inPh = await estimatedEditionMatches(app.services.db, ph.id, [
      { lexeme: 'zebrafish', prefix: true },
    ]);
    const inSg = await estimatedEditionMatches(app.services.db, sg.id, [
      { lexeme: 'zebrafish', prefix: true },
    ]);
    // Statistics come from a sample: within a tenth of the truth.
    expect(inPh.matches).toBeGreaterThan(searchTotalCap * 0.9);
    expect(inPh.matches).toBeLessThan(searchTotalCap * 1.1);
    expect(inPh.jobs).toBeGreaterThan(inPh.matches);
    expect(inSg.matches).toBeLessThan(inPh.matches / 50);
  });
});

describe('GET /api/jobs/search: relevance over many matches', () => {
  /** The full relevance order of ids, computed in one SQL statement as the search did before. */
  async function fullRanking(word: string, among?: number[]) {
    const rows = await sql<{ id: number }>`
      select id from jobs j
      where status = 'active' and edition_id = ${ph.id}
        and search @@ to_tsquery('simple', ${`${word}:*`})
        and (${among ?? null}::int[] is null or id = any(${among ?? null}::int[]))
      order by ts_rank(search, to_tsquery('simple', ${`${word}:*`}), 1)
        + case when title ilike ${`%${word}%`} then 1 else 0 end
        + case when is_featured then 0.3 else 0 end + case when is_urgent then 0.15 else 0 end desc,
        posted_at desc, id desc
    `.execute(app.services.db);
    return rows.rows.map((r) => r.id);
  }

  /** The cheap order: the word in the title, featured, urgent, newest; no text rank. */
  async function cheapOrder(word: string) {
    const rows = await sql<{ id: number }>`
      select id from jobs j
      where status = 'active' and edition_id = ${ph.id} and search @@ to_tsquery('simple', ${`${word}:*`})
      order by case when title ilike ${`%${word}%`} then 1 else 0 end
        + case when is_featured then 0.3 else 0 end + case when is_urgent then 0.15 else 0 end desc,
        posted_at desc, id desc
    `.execute(app.services.db);
    return rows.rows.map((r) => r.id);
  }

  async function allPages(word: string, size: number) {
    const first = await found({ query: word, sort: 1, size });
    const all = ids(first);
    for (let page = 2; page <= first.total_pages; page++)
      all.push(...ids(await found({ query: word, sort: 1, size, page })));
    return all;
  }

  it('ranks every match by the full relevance when there are few', async () => {
    // 'management' matches a few dozen seeded jobs: the order is the full ranking, unchanged.
    const expected = await fullRanking('management');
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(rankedCandidates);
    expect(await allPages('management', 7)).toEqual(expected);
  });

  it('takes a title holding the word inside another word only when the text holds the word', async () => {
    const job = await philippineJobTemplate(app.services.db);
    const posted = (title: string, description: string) =>
      app.services.db
        .insertInto('jobs')
        .values({ ...job, title, description, posted_at: new Date() } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const named = await posted('Tapir keeper', 'Looks after the animals.');
    const inText = await posted('Mastapir warden', 'Works with the tapir herd.');
    await posted('Mastapir handler', 'Feeds the animals.');
    for (const sort of [1, 2] as const) {
      const result = await found({ query: 'tapir', sort });
      expect(new Set(ids(result))).toEqual(new Set([named, inText]));
      expect(result.total_num).toBe(2);
    }
  });

  it('ranks the first candidates of a common word fully, then the rest in the cheap order', async () => {
    const cheap = await cheapOrder('okapi');
    expect(cheap.length).toBe(rankedCandidates + 150);
    const candidates = cheap.slice(0, rankedCandidates);
    // Pages of 30 cross the end of the candidates (990–1020) inside one page.
    const pages = await allPages('okapi', 30);
    expect(pages).toEqual([...(await fullRanking('okapi', candidates)), ...cheap.slice(rankedCandidates)]);
    expect(new Set(pages).size).toBe(cheap.length);
    // Title matches come first among the candidates.
    const first = await found({ query: 'okapi', sort: 1 });
    expect(first.jobs.every((j) => /okapi/i.test(j.title))).toBe(true);
  });
});
