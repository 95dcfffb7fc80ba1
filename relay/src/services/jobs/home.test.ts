import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { NewJob } from '../../db/schema';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { mainFunctionsOfCategories } from './filter-ids';

let app: App;
/** The edition with the most active jobs in the test catalogue. */
let editionId: number;
const hour = 3_600_000;

beforeAll(async () => {
  app = await createTestApp();
  const busiest = await app.services.db
    .selectFrom('jobs')
    .where('status', '=', 'active')
    .where('edition_id', '<>', 241)
    .groupBy('edition_id')
    .select(['edition_id', (eb) => eb.fn.countAll<number>().as('n')])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  editionId = busiest.edition_id;
});
afterAll(() => app.close());

const get = (url: string, extra: object = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { 'country-id': String(editionId), 'language-id': '1' },
    ...extra,
  });
const jobsOf = async (url: string, extra: object = {}) => {
  const res = await get(url, extra);
  expect(res.statusCode, url).toBe(200);
  return res.json().data.jobs as { id: number; title: string; posted_at: string; country_id: number }[];
};

/** A copy of one of the edition's active jobs with some columns changed. */
async function addJob(patch: Partial<NewJob>): Promise<number> {
  const { db } = app.services;
  const {
    id: _id,
    search: _search,
    ...source
  } = await db
    .selectFrom('jobs')
    .selectAll()
    .where('edition_id', '=', editionId)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('jobs')
    .values({ ...source, title: `Test job ${randomUUID().slice(0, 8)}`, ...patch })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Views that put a job above every other job of the edition, whatever other tests viewed. */
async function viewMostOf(jobId: number) {
  const { db } = app.services;
  const top = await db
    .selectFrom('job_views as v')
    .innerJoin('jobs as j', 'j.id', 'v.job_id')
    .where('j.edition_id', '=', editionId)
    .groupBy('v.job_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .orderBy('n', 'desc')
    .executeTakeFirst();
  for (let i = 0; i <= Number(top?.n ?? 0); i++)
    expect((await app.inject({ method: 'POST', url: `/api/jobs/${jobId}/view` })).statusCode).toBe(200);
}

describe('GET /api/jobs/home/{section}', () => {
  it('lists hot jobs posted within the last 24 hours, and not older ones', async () => {
    const now = Date.now();
    const fresh = await addJob({ posted_at: new Date(now - 2 * hour) });
    const older = await addJob({ posted_at: new Date(now - 30 * hour) });
    const jobs = await jobsOf('/api/jobs/home/hot?size=30');
    const ids = jobs.map((j) => j.id);
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(older);
    for (const job of jobs) expect(now - Date.parse(job.posted_at)).toBeLessThanOrEqual(24 * hour + 60_000);
  });

  it('puts the most viewed job first among popular jobs', async () => {
    const viewed = await addJob({ posted_at: new Date(Date.now() - 40 * 24 * hour) });
    await viewMostOf(viewed);
    const jobs = await jobsOf('/api/jobs/home/popular?size=5');
    expect(jobs[0]?.id).toBe(viewed);
    expect(jobs).toHaveLength(5);
  });

  it('lists remote and Web3 jobs of the edition only', async () => {
    const remote = await addJob({
      work_arrangement: 'remote',
      posted_at: new Date(Date.now() - 45 * 24 * hour),
    });
    // Remote jobs read like the popular ones: the most viewed first, however old.
    await viewMostOf(remote);
    const web3 = await addJob({ is_web3: true, is_featured: true });
    const remoteJobs = await jobsOf('/api/jobs/home/remote?size=30');
    expect(remoteJobs[0]?.id).toBe(remote);
    const web3Jobs = await jobsOf('/api/jobs/home/web3?size=30');
    expect(web3Jobs.map((j) => j.id)).toContain(web3);
    const rows = await app.services.db
      .selectFrom('jobs')
      .select(['id', 'edition_id', 'work_arrangement', 'is_web3', 'status'])
      .where(
        'id',
        'in',
        [...remoteJobs, ...web3Jobs].map((j) => j.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const job of remoteJobs)
      expect(byId.get(job.id)).toMatchObject({
        edition_id: editionId,
        work_arrangement: 'remote',
        status: 'active',
      });
    for (const job of web3Jobs)
      expect(byId.get(job.id)).toMatchObject({ edition_id: editionId, is_web3: true });
  });

  it('lists the latest jobs newest first, the same as the catalogue', async () => {
    const jobs = await jobsOf('/api/jobs/home/latest?size=6');
    const newest = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('edition_id', '=', editionId)
      .where('status', '=', 'active')
      .orderBy('posted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(6)
      .execute();
    expect(jobs.map((j) => j.id)).toEqual(newest.map((r) => r.id));
  });

  it('refuses an unknown section or size', async () => {
    expect((await get('/api/jobs/home/cheapest')).statusCode).toBe(422);
    expect((await get('/api/jobs/home/latest?size=0')).statusCode).toBe(422);
    expect((await get('/api/jobs/home/latest?size=31')).statusCode).toBe(422);
  });
});

describe('GET /api/jobs/home/categories/{jobCategoryId}', () => {
  it("lists each tab's jobs from the category's main functions", async () => {
    const { db } = app.services;
    const mainOf = async (ids: number[]) =>
      (await db.selectFrom('jobs').select('main_function_id').where('id', 'in', ids).execute()).map(
        (r) => r.main_function_id,
      );
    const it = await jobsOf('/api/jobs/home/categories/1?size=30');
    const sales = await jobsOf('/api/jobs/home/categories/8?size=30');
    expect(it.length).toBeGreaterThan(0);
    expect(sales.length).toBeGreaterThan(0);
    for (const main of await mainOf(it.map((j) => j.id)))
      expect(mainFunctionsOfCategories([1])).toContain(main);
    for (const main of await mainOf(sales.map((j) => j.id)))
      expect(mainFunctionsOfCategories([8])).toContain(main);
  });

  it('answers 404 for an unknown category and 422 for a malformed one', async () => {
    expect((await get('/api/jobs/home/categories/99')).json().code).toBe(40004);
    expect((await get('/api/jobs/home/categories/it')).statusCode).toBe(422);
  });
});

describe('GET /api/jobs/home/top-companies', () => {
  it('ranks companies by their active jobs in the edition, with counts that match', async () => {
    const res = await get('/api/jobs/home/top-companies?size=5');
    expect(res.statusCode).toBe(200);
    const companies: {
      id: number;
      active_jobs: number;
      job_titles: string[];
      industry: { value: string };
    }[] = res.json().data.companies;
    expect(companies.length).toBeGreaterThan(0);
    const counts = companies.map((c) => c.active_jobs);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const first = companies[0]!;
    const { n } = await app.services.db
      .selectFrom('jobs')
      .where('company_id', '=', first.id)
      .where('status', '=', 'active')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(first.active_jobs).toBe(Number(n));
    expect(first.job_titles.length).toBeGreaterThan(0);
    expect(first.industry.value).not.toBe('');
  });
});

describe('GET /api/jobs/home/recommended', () => {
  it('gives guests 21 jobs of the edition ranked by views', async () => {
    const viewed = await addJob({ posted_at: new Date(Date.now() - 50 * 24 * hour) });
    await viewMostOf(viewed);
    const res = await get('/api/jobs/home/recommended?page=1');
    const data = res.json().data;
    expect(data).toMatchObject({ page: 1, size: 21, basis: 'popularity' });
    expect(data.jobs).toHaveLength(21);
    expect(data.jobs[0].id).toBe(viewed);
    for (const job of data.jobs) expect(job.country_id).toBe(editionId);
  });

  it("ranks a seeker's preferred job title first", async () => {
    const { db } = app.services;
    const target = await addJob({ posted_at: new Date(Date.now() - 55 * 24 * hour) });
    const job = await db
      .selectFrom('jobs')
      .select(['function_title_id', 'job_type_id', 'industry_id'])
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    // The preferred title: jobs with it come first, whatever their views or age.
    const sameTitle = await db
      .selectFrom('jobs')
      .select('id')
      .where('edition_id', '=', editionId)
      .where('status', '=', 'active')
      .where('function_title_id', '=', job.function_title_id)
      .execute();
    const seeker = await signInSeeker(app);
    await db
      .insertInto('job_preferences')
      .values({
        user_id: seeker.userId,
        edition_id: editionId,
        function_title_id: job.function_title_id,
        job_type_id: job.job_type_id,
        industry_id: job.industry_id,
        is_overseas: false,
        location_id: null,
        pref_country_id: null,
        salary_min: 1000,
        salary_max: 2000,
        currency: 'php',
        pay_type_id: 1,
        work_language_id: 1,
        work_arrangement: 'onsite',
        work_timezone_id: 1,
      })
      .execute();
    const data = (await get('/api/jobs/home/recommended?size=10', { cookies: seeker.cookies })).json().data;
    expect(data.basis).toBe('preferences');
    const sameIds = new Set(sameTitle.map((r) => r.id));
    expect(sameIds.size).toBeLessThanOrEqual(10);
    const top = data.jobs.slice(0, sameIds.size).map((j: { id: number }) => j.id);
    expect(new Set(top)).toEqual(sameIds);

    const guest = (await get('/api/jobs/home/recommended?size=10')).json().data;
    expect(guest.basis).toBe('popularity');
  });

  it('pages with has_more and refuses bad pages', async () => {
    const first = (await get('/api/jobs/home/recommended?page=1&size=5')).json().data;
    const second = (await get('/api/jobs/home/recommended?page=2&size=5')).json().data;
    expect(first.has_more).toBe(true);
    const ids = new Set(first.jobs.map((j: { id: number }) => j.id));
    for (const job of second.jobs) expect(ids.has(job.id)).toBe(false);
    expect((await get('/api/jobs/home/recommended?page=0')).statusCode).toBe(422);
    expect((await get('/api/jobs/home/recommended?size=x')).statusCode).toBe(422);
  });
});

describe('home lists for a seeker who blocked a company (spec §6)', () => {
  it("leave out the blocked company's jobs and the company itself, for that seeker only", async () => {
    const seeker = await signInSeeker(app);
    const cookies = seeker.cookies;
    const topCompanies = async (extra: object = {}) =>
      (await get('/api/jobs/home/top-companies', extra)).json().data.companies as { id: number }[];
    // The edition's top company has the most open jobs: the guest lists show some of them.
    const companyId = (await topCompanies())[0]!.id;
    const companyJobIds = new Set(
      (
        await app.services.db.selectFrom('jobs').select('id').where('company_id', '=', companyId).execute()
      ).map((r) => r.id),
    );
    const ofCompany = (jobs: { id: number }[]) => jobs.filter((j) => companyJobIds.has(j.id));
    expect(ofCompany(await jobsOf('/api/jobs/home/latest?size=30')).length).toBeGreaterThan(0);

    const blocked = await app.inject({
      method: 'POST',
      url: '/api/companies/blacklist-companies/create',
      cookies,
      payload: { company_id: companyId },
    });
    expect(blocked.statusCode).toBe(200);

    for (const url of [
      '/api/jobs/home/latest?size=30',
      '/api/jobs/home/popular?size=30',
      '/api/jobs/home/recommended?size=30',
    ]) {
      const seen = await jobsOf(url, { cookies });
      expect(seen.length, url).toBeGreaterThan(0);
      expect(ofCompany(seen), url).toEqual([]);
    }
    expect((await topCompanies({ cookies })).map((c) => c.id)).not.toContain(companyId);
    expect((await topCompanies())[0]?.id).toBe(companyId);
  });
});
