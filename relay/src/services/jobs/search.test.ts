import { type EditionKey, editionByKey, toSearchQuery } from '@talkhire/config';
import { optionLists, taxonomy } from '@talkhire/config/lists';
import type { TJobSearchRequest, TJobSearchResult } from '@talkhire/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { estimatedTextMatches } from './text-frequency';

let app: App;
/** Every job of the seed with what the filters look at, read straight from the database. */
let catalogue: SeedJob[];

interface SeedJob {
  id: number;
  edition_id: number;
  status: string;
  title: string;
  location_id: number | null;
  degree_id: number;
  xp_lvl_id: number;
  job_type_id: number;
  company_id: number;
  main_function_id: number;
  job_function_id: number;
  function_title_id: number;
  industry_id: number;
  benefit_ids: number[];
  work_arrangement: string;
  is_web3: boolean;
  is_urgent: boolean;
  is_featured: boolean;
  salary_from: number | null;
  salary_to: number | null;
  pay_type: string;
  posted_at: Date;
  is_verified: boolean;
  company_size_id: number;
  financing_stage_id: number;
}

beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 1500 });
  catalogue = (await app.services.db
    .selectFrom('jobs as j')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .select([
      'j.id',
      'j.edition_id',
      'j.status',
      'j.title',
      'j.location_id',
      'j.degree_id',
      'j.xp_lvl_id',
      'j.job_type_id',
      'j.company_id',
      'j.main_function_id',
      'j.job_function_id',
      'j.function_title_id',
      'j.industry_id',
      'j.benefit_ids',
      'j.work_arrangement',
      'j.is_web3',
      'j.is_urgent',
      'j.is_featured',
      'j.salary_from',
      'j.salary_to',
      'j.pay_type',
      'j.posted_at',
      'c.is_verified',
      'c.company_size_id',
      'c.financing_stage_id',
    ])
    .execute()) as SeedJob[];
});
afterAll(async () => {
  await app.close();
});

const ph = editionByKey('ph');
const jp = editionByKey('jp');

async function search(
  request: Record<string, unknown>,
  options: { edition?: EditionKey; languageId?: number; method?: 'GET' | 'POST' } = {},
) {
  const headers = {
    'country-id': String(editionByKey(options.edition ?? 'ph').id),
    'language-id': String(options.languageId ?? 1),
  };
  const res =
    options.method === 'POST'
      ? await app.inject({ method: 'POST', url: '/api/jobs/search', headers, payload: request })
      : await app.inject({
          method: 'GET',
          url: '/api/jobs/search',
          headers,
          query: request as Record<string, string>,
        });
  return { status: res.statusCode, body: res.json() };
}

async function found(request: Partial<TJobSearchRequest>, edition: EditionKey = 'ph') {
  const { status, body } = await search(toSearchQuery(request), { edition });
  expect(status).toBe(200);
  return body.data as TJobSearchResult;
}

/** Every id of a search, page by page at the largest size. */
async function allIds(request: Partial<TJobSearchRequest>, edition: EditionKey = 'ph') {
  const first = await found({ ...request, size: 100 }, edition);
  const ids = first.jobs.map((j) => j.id);
  for (let page = 2; page <= first.total_pages; page++)
    ids.push(...(await found({ ...request, size: 100, page }, edition)).jobs.map((j) => j.id));
  return { ids, total: first.total_num };
}

const activeOf = (editionId: number) =>
  catalogue.filter((j) => j.status === 'active' && j.edition_id === editionId);
const idsOf = (jobs: SeedJob[]) => jobs.map((j) => j.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The most frequent value of a column among active ph jobs, so every filter case has matches. */
function common<T>(pick: (j: SeedJob) => T | null): T {
  const counts = new Map<T, number>();
  for (const j of activeOf(ph.id)) {
    const v = pick(j);
    if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Monthly equivalents, computed here independently of the SQL function. */
function monthly(amount: number | null, payType: string): number | null {
  if (amount === null) return null;
  switch (payType) {
    case 'monthly':
      return amount;
    case 'annually':
      return Math.trunc(amount / 12);
    case 'daily':
      return Math.round(amount * 21.7);
    case 'hourly':
      return amount * 173;
    default:
      return null;
  }
}

const commonLocation = () => common((j) => j.location_id);

const newestFirst = (a: SeedJob, b: SeedJob) => b.posted_at.getTime() - a.posted_at.getTime() || b.id - a.id;

describe('GET /api/jobs/search: filters against the seed data', () => {
  it('lists every active job of the edition, 30 a page, with the total', async () => {
    const result = await found({});
    const expected = activeOf(ph.id);
    expect(expected.length).toBeGreaterThan(100);
    expect(result).toMatchObject({ total_num: expected.length, page: 1, size: 30, sort: 1 });
    expect(result.total_pages).toBe(Math.ceil(expected.length / 30));
    expect(result.jobs).toHaveLength(30);
    const { ids } = await allIds({});
    expect(sorted(ids)).toEqual(sorted(idsOf(expected)));
    // Closed and on-hold jobs exist in the seed but never show.
    expect(catalogue.some((j) => j.edition_id === ph.id && j.status !== 'active')).toBe(true);
  });

  const categoryIt = optionLists.job_category_lists.find((c) => c.key === 'it')!;
  const itMains = taxonomy.filter((m) => m.category_key === 'it').map((m) => m.id);
  const cases: [string, () => [Partial<TJobSearchRequest>, (j: SeedJob) => boolean]][] = [
    [
      'job_locations',
      () => {
        const a = common((j) => j.location_id);
        return [{ job_locations: [a] }, (j) => j.location_id === a];
      },
    ],
    [
      'job_categories',
      () => [{ job_categories: [categoryIt.id] }, (j) => itMains.includes(j.main_function_id)],
    ],
    [
      'degrees',
      () => {
        const d = common((j) => j.degree_id);
        return [{ degrees: [d, 7] }, (j) => j.degree_id === d || j.degree_id === 7];
      },
    ],
    ['xp_lvls', () => [{ xp_lvls: [2, 3] }, (j) => [2, 3].includes(j.xp_lvl_id)]],
    ['job_types', () => [{ job_types: [2] }, (j) => j.job_type_id === 2]],
    [
      'company_ids',
      () => {
        const c = common((j) => j.company_id);
        return [{ company_ids: [c] }, (j) => j.company_id === c];
      },
    ],
    ['is_company_verified', () => [{ is_company_verified: true }, (j) => j.is_verified]],
    [
      'main_functions',
      () => {
        const m = common((j) => j.main_function_id);
        return [{ main_functions: [m] }, (j) => j.main_function_id === m];
      },
    ],
    [
      'function_job_title_ids',
      () => {
        const t = common((j) => j.function_title_id);
        return [{ function_job_title_ids: [t] }, (j) => j.function_title_id === t];
      },
    ],
    [
      'job_function_ids',
      () => {
        const f = common((j) => j.job_function_id);
        return [{ job_function_ids: [f] }, (j) => j.job_function_id === f];
      },
    ],
    [
      'industries',
      () => {
        const i = common((j) => j.industry_id);
        return [{ industries: [i] }, (j) => j.industry_id === i];
      },
    ],
    [
      'benefits (any of)',
      () => [{ benefits: [1, 22] }, (j) => j.benefit_ids.some((b) => b === 1 || b === 22)],
    ],
    ['financing_stages', () => [{ financing_stages: [4, 5] }, (j) => [4, 5].includes(j.financing_stage_id)]],
    ['company_sizes', () => [{ company_sizes: [1, 2] }, (j) => [1, 2].includes(j.company_size_id)]],
    [
      'work_arrangements (remote)',
      () => [{ work_arrangements: [3] }, (j) => j.work_arrangement === 'remote'],
    ],
    [
      'work_arrangements (on-site, hybrid)',
      () => [
        { work_arrangements: [1, 2] },
        (j) => j.work_arrangement === 'onsite' || j.work_arrangement === 'hybrid',
      ],
    ],
    ['is_web3', () => [{ is_web3: true }, (j) => j.is_web3]],
    [
      'salary_from (monthly equivalent)',
      () => [{ salary_from: 60_000 }, (j) => (monthly(j.salary_to, j.pay_type) ?? -1) >= 60_000],
    ],
    [
      'salary range (overlap)',
      () => [
        { salary_from: 30_000, salary_to: 50_000 },
        (j) =>
          (monthly(j.salary_to, j.pay_type) ?? -1) >= 30_000 &&
          (monthly(j.salary_from, j.pay_type) ?? Number.POSITIVE_INFINITY) <= 50_000,
      ],
    ],
    [
      'three filters at once',
      () => [
        { job_types: [1], xp_lvls: [3, 4, 5], is_company_verified: true },
        (j) => j.job_type_id === 1 && [3, 4, 5].includes(j.xp_lvl_id) && j.is_verified,
      ],
    ],
  ];

  it.each(cases)('filters by %s', async (_, build) => {
    const [request, matches] = build();
    const expected = activeOf(ph.id).filter(matches);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(activeOf(ph.id).length);
    const { ids, total } = await allIds(request);
    expect(total).toBe(expected.length);
    expect(sorted(ids)).toEqual(sorted(idsOf(expected)));
  });

  it("shows 'Others' its own jobs and the remote jobs of every edition", async () => {
    const others = editionByKey('com');
    const expected = catalogue.filter(
      (j) => j.status === 'active' && (j.edition_id === others.id || j.work_arrangement === 'remote'),
    );
    expect(new Set(expected.map((j) => j.edition_id)).size).toBeGreaterThan(5);
    const { ids } = await allIds({}, 'com');
    expect(sorted(ids)).toEqual(sorted(idsOf(expected)));
  });
});

describe('GET /api/jobs/search: orders', () => {
  it('sorts by relevance without a query: featured, then urgent, then newest', async () => {
    const expected = activeOf(ph.id).sort(
      (a, b) =>
        Number(b.is_featured) - Number(a.is_featured) ||
        Number(b.is_urgent) - Number(a.is_urgent) ||
        newestFirst(a, b),
    );
    const { ids } = await allIds({ sort: 1 });
    expect(ids).toEqual(idsOf(expected));
    expect((await found({})).sort).toBe(1);
  });

  it('sorts by newest (sort 2)', async () => {
    const { ids } = await allIds({ sort: 2 });
    expect(ids).toEqual(idsOf(activeOf(ph.id).sort(newestFirst)));
  });

  it('sorts by highest monthly-equivalent pay (sort 3), jobs without an amount last', async () => {
    const pay = (j: SeedJob) => monthly(j.salary_to, j.pay_type) ?? Number.NEGATIVE_INFINITY;
    const payFrom = (j: SeedJob) => monthly(j.salary_from, j.pay_type) ?? Number.NEGATIVE_INFINITY;
    const expected = activeOf(ph.id).sort(
      (a, b) => pay(b) - pay(a) || payFrom(b) - payFrom(a) || newestFirst(a, b),
    );
    const { ids } = await allIds({ sort: 3 });
    expect(ids).toEqual(idsOf(expected));
    expect(expected.some((j) => j.salary_to === null)).toBe(true);
  });

  it('defaults to newest when there is a query (spec §9)', async () => {
    const result = await found({ query: 'manager' });
    expect(result.sort).toBe(2);
    const times = result.jobs.map((j) => Date.parse(j.posted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('ranks jobs with the words in their title first when sorting a query by relevance', async () => {
    const { ids } = await allIds({ query: 'marketing', sort: 1 });
    const titles = new Map(catalogue.map((j) => [j.id, j.title]));
    const inTitle = ids.map((id) => /marketing/i.test(titles.get(id)!));
    // Title matches form one block at the top; jobs naming it only in their text follow.
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });
});

describe('GET /api/jobs/search: queries in every language', () => {
  it('finds words in the title, description or skills by prefix', async () => {
    const rows = await sql<{ id: number }>`
      select id from jobs where status = 'active' and edition_id = ${ph.id}
      and search @@ to_tsquery('simple', 'develop:* & senior:*')`.execute(app.services.db);
    const { ids, total } = await allIds({ query: 'Develop  SENIOR' });
    expect(total).toBeGreaterThan(0);
    expect(sorted(ids)).toEqual(sorted(rows.rows.map((r) => r.id)));
  });

  it('gives the same answer whether a word is matched through the index or on the filtered rows', async () => {
    // With statistics, a word in nearly every job ('the') is checked on the few rows a location
    // leaves; a rare one goes through the index. Both must find exactly the matching jobs.
    await sql`analyze jobs`.execute(app.services.db);
    const common = await estimatedTextMatches(app.services.db, [{ lexeme: 'the', prefix: true }]);
    const rare = await estimatedTextMatches(app.services.db, [{ lexeme: 'zzyzx', prefix: true }]);
    expect(common).toBeGreaterThan(activeOf(ph.id).length);
    expect(rare).toBeLessThan(50);
    const location = commonLocation();
    const candidatesOf = (xp: number) =>
      activeOf(ph.id).filter((j) => j.location_id === location && j.job_type_id === 1 && j.xp_lvl_id === xp);
    // Few enough rows for 'the' to be checked on them (25 index postings cost about one row).
    const xp = [3, 2, 4, 1, 5, 6].find(
      (x) => candidatesOf(x).length > 5 && candidatesOf(x).length * 25 < common,
    )!;
    expect(xp).toBeDefined();
    for (const word of ['the', 'manager']) {
      const rows = await sql<{ id: number }>`
        select id from jobs where status = 'active' and edition_id = ${ph.id} and location_id = ${location}
        and job_type_id = 1 and xp_lvl_id = ${xp} and search @@ to_tsquery('simple', ${`${word}:*`})
      `.execute(app.services.db);
      const { ids, total } = await allIds({
        query: word,
        job_locations: [location],
        job_types: [1],
        xp_lvls: [xp],
      });
      expect(total).toBe(rows.rows.length);
      expect(sorted(ids)).toEqual(sorted(rows.rows.map((r) => r.id)));
    }
  });

  it.each([
    ['a Japanese title word', 'エンジニア'],
    ['two kanji', '営業'],
    ['one kanji', '長'],
  ])('finds %s in the Japanese edition', async (_, query) => {
    const expected = activeOf(jp.id).filter((j) => j.title.includes(query));
    expect(expected.length).toBeGreaterThan(0);
    const { ids, total } = await allIds({ query }, 'jp');
    expect(total).toBe(expected.length);
    expect(sorted(ids)).toEqual(sorted(idsOf(expected)));
  });

  it('combines a Japanese term with a filter', async () => {
    const expected = activeOf(jp.id).filter((j) => j.title.includes('エンジニア') && j.job_type_id === 1);
    const { ids } = await allIds({ query: 'エンジニア', job_types: [1] }, 'jp');
    expect(sorted(ids)).toEqual(sorted(idsOf(expected)));
  });

  it('finds traditional Chinese titles in Taiwan', async () => {
    const tw = editionByKey('tw');
    const word = activeOf(tw.id)
      .map((j) => j.title.slice(0, 2))
      .find((w) => /^\p{Script=Han}{2}$/u.test(w))!;
    const expected = activeOf(tw.id).filter((j) => j.title.includes(word));
    const { total } = await allIds({ query: word }, 'tw');
    expect(total).toBe(expected.length);
  });

  it('treats LIKE and tsquery characters in a query as text, never as syntax', async () => {
    for (const query of ["%_\\'", 'a & b | !c', "o'neil:*", '（）', '100%']) {
      const { status } = await search({ query });
      expect(status).toBe(200);
    }
    expect((await found({ query: '営業' }, 'jp')).total_num).toBeGreaterThan(0);
    expect((await found({ query: '営業%' }, 'jp')).total_num).toBe(0);
  });
});

describe('GET /api/jobs/search: pages, falsy values and bad values', () => {
  it('pages through the same order without overlap', async () => {
    const all = (await found({ sort: 2, size: 100 })).jobs.map((j) => j.id);
    const second = await found({ sort: 2, size: 10, page: 2 });
    expect(second.jobs.map((j) => j.id)).toEqual(all.slice(10, 20));
    expect(second).toMatchObject({ page: 2, size: 10 });
    const beyond = await found({ page: second.total_pages + 1, size: 10 });
    expect(beyond.jobs).toEqual([]);
    expect(beyond.total_num).toBe(second.total_num);
  });

  it('drops falsy filter values (spec §3)', async () => {
    const plain = await search({});
    const falsy = await search({
      query: '',
      job_types: '',
      degrees: ',',
      is_company_verified: '0',
      is_web3: 'false',
      salary_from: '0',
      page: '0',
      size: '',
      sort: '0',
      source: '',
    });
    expect(falsy.status).toBe(200);
    expect(falsy.body.data).toEqual(plain.body.data);
  });

  it('answers the same to a POST with a JSON body', async () => {
    const request = {
      query: 'manager',
      job_types: [1, 2],
      is_company_verified: true,
      page: 1,
      source: 'web' as const,
    };
    const posted = await search(request, { method: 'POST' });
    const got = await search(toSearchQuery(request));
    expect(posted.status).toBe(200);
    expect(posted.body.data).toEqual(got.body.data);
  });

  it('fills a job card with labels in the reader language', async () => {
    const { body } = await search({ sort: '2' }, { edition: 'jp', languageId: 4 });
    const job = body.data.jobs[0];
    const seed = catalogue.find((j) => j.id === job.id)!;
    expect(job).toMatchObject({
      country_id: jp.id,
      currency: 'jpy',
      company: { id: seed.company_id, is_verified: seed.is_verified },
      job_type: {
        id: seed.job_type_id,
        value: optionLists.job_types.find((t) => t.id === seed.job_type_id)!.value.ja,
      },
      is_urgent: seed.is_urgent,
      is_featured: seed.is_featured,
      posted_at: seed.posted_at.toISOString(),
    });
    expect(job.recruiter.name.length).toBeGreaterThan(1);
    expect(job.pay_type.key).toBe(seed.pay_type);
  });

  it.each([
    ['words in a number list', { job_types: '1,abc' }],
    ['an unknown id', { industries: '9999' }],
    ['an unknown location', { job_locations: '1' }],
    ['a negative page', { page: '-1' }],
    ['a fractional page', { page: '1.5' }],
    ['a huge page size', { size: '10000' }],
    ['an id beyond integers', { company_ids: '99999999999' }],
    ['a negative salary', { salary_from: '-5' }],
    ['a salary range upside down', { salary_from: '50000', salary_to: '30000' }],
    ['an unknown sort', { sort: '4' }],
    ['an unknown source', { source: 'fax' }],
    ['a flag that is not one', { is_web3: 'maybe' }],
    ['an unknown parameter', { colour: 'blue' }],
    ['a query too long', { query: 'x'.repeat(201) }],
  ])('refuses %s with 4xx and code 40001', async (_, request) => {
    const { status, body } = await search(request);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(40001);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });

  it('refuses bad JSON bodies with 4xx, never 500', async () => {
    for (const payload of [
      { job_types: ['x'] },
      { page: -3 },
      { size: 10_000 },
      { job_types: [{}] },
      { query: 5 },
    ]) {
      const { status, body } = await search(payload, { method: 'POST' });
      expect([status, body.code]).toEqual([422, 40001]);
    }
  });
});
