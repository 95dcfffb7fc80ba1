import { randomUUID } from 'node:crypto';
import type { TOnsiteJobs } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { JobRow, NewJob } from '../../db/schema';
import type { JobPreferencesTable } from '../../db/schema-profile';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
/** Active Philippine jobs, the edition the tests browse. */
let phJobs: JobRow[];
const ph = 167;

beforeAll(async () => {
  app = await createTestApp();
  phJobs = await readPhJobs();
});
afterAll(() => app.close());

const readPhJobs = () =>
  app.services.db
    .selectFrom('jobs')
    .selectAll()
    .where('edition_id', '=', ph)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();

const get = (query: string, seeker?: SignedInSeeker) =>
  app.inject({
    method: 'GET',
    url: `/api/jobs/onsite-jobs${query}`,
    headers: { 'country-id': String(ph), 'language-id': '1' },
    ...(seeker ? { cookies: seeker.cookies } : {}),
  });

async function page(query: string, seeker?: SignedInSeeker): Promise<TOnsiteJobs> {
  const res = await get(query, seeker);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Every job the list holds, page after page, in its order. */
async function wholeList(query: string, seeker?: SignedInSeeker) {
  const first = await page(`?size=100${query}`, seeker);
  const jobs = [...first.jobs];
  for (let p = 2; p <= first.total_pages; p++)
    jobs.push(...(await page(`?size=100&page=${p}${query}`, seeker)).jobs);
  return { first, jobs };
}

type Preference = Omit<JobPreferencesTable, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** A preference built from one job's facets; its currency matches no job, so pay never counts. */
function likeJob(job: JobRow, patch: Partial<Preference> = {}): Preference {
  return {
    edition_id: ph,
    function_title_id: job.function_title_id,
    job_type_id: job.job_type_id,
    industry_id: job.industry_id,
    is_overseas: false,
    location_id: job.location_id,
    pref_country_id: null,
    salary_min: 1,
    salary_max: 2,
    currency: 'xxx',
    pay_type_id: 2,
    work_language_id: 1,
    work_arrangement: job.work_arrangement,
    work_timezone_id: 23,
    ...patch,
  };
}

async function seekerWith(...preferences: Preference[]): Promise<SignedInSeeker> {
  const seeker = await signInSeeker(app);
  for (const preference of preferences)
    await app.services.db
      .insertInto('job_preferences')
      .values({ ...preference, user_id: seeker.userId })
      .execute();
  return seeker;
}

/** A copy of a Philippine job with some columns changed. */
async function addJob(like: JobRow, patch: Partial<NewJob>): Promise<number> {
  const { id: _id, search: _search, ...source } = like;
  const row = await app.services.db
    .insertInto('jobs')
    .values({ ...source, title: `Onsite test ${randomUUID().slice(0, 8)}`, ...patch })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The page's rule, counted by hand (onsite-fit.ts): pay is left out, as the tests' currency matches nothing. */
function score(job: JobRow, preferences: Preference[]) {
  return Math.max(
    ...preferences.map(
      (p) =>
        (job.function_title_id === p.function_title_id ? 4 : 0) +
        (job.job_function_id === jobFunctionOf(p) ? 2 : 0) +
        (job.main_function_id === mainFunctionOf(p) ? 1 : 0) +
        (!p.is_overseas && p.edition_id === job.edition_id && job.location_id === p.location_id ? 3 : 0) +
        (job.industry_id === p.industry_id ? 1 : 0) +
        (job.job_type_id === p.job_type_id ? 1 : 0) +
        (job.work_arrangement === p.work_arrangement ? 1 : 0),
    ),
  );
}
const jobOfTitle = (titleId: number) => phJobs.find((j) => j.function_title_id === titleId);
const jobFunctionOf = (p: Preference) => jobOfTitle(p.function_title_id)?.job_function_id;
const mainFunctionOf = (p: Preference) => jobOfTitle(p.function_title_id)?.main_function_id;

const onsiteJob = () => {
  const job = phJobs.find((j) => j.work_arrangement === 'onsite' && j.location_id !== null);
  if (!job) throw new Error('the seed has no on-site Philippine job');
  return job;
};

describe('GET /api/jobs/onsite-jobs', () => {
  it("gives a visitor the edition's on-site and hybrid jobs, newest first, never remote", async () => {
    const { first, jobs } = await wholeList('');
    expect(first.basis).toBe('newest');
    expect(first.preferences).toEqual([]);
    const expected = phJobs.filter((j) => j.work_arrangement !== 'remote');
    expect(phJobs.some((j) => j.work_arrangement === 'remote')).toBe(true);
    expect(first.total_num).toBe(expected.length);
    expect(new Set(jobs.map((j) => j.id))).toEqual(new Set(expected.map((j) => j.id)));
    for (const job of jobs) {
      expect(['on_site', 'hybrid']).toContain(job.work_arrangement.key);
      expect(job.country_id).toBe(ph);
    }
    const times = jobs.map((j) => Date.parse(j.posted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("ranks a seeker's jobs by how well they fit the on-site preferences, then the newest", async () => {
    const like = onsiteJob();
    const preferences = [likeJob(like)];
    const seeker = await seekerWith(...preferences);
    // Older than every job but a perfect fit: it comes with the best fits (the job it copies is one).
    const perfect = await addJob(like, { posted_at: new Date('2020-01-01T00:00:00Z') });
    // The same fit, remote: never on this page.
    const remote = await addJob(like, { work_arrangement: 'remote' });
    phJobs = await readPhJobs();
    const { first, jobs } = await wholeList('', seeker);

    expect(first.basis).toBe('preferences');
    expect(first.preferences).toHaveLength(1);
    expect(first.preferences[0]?.function_title.id).toBe(like.function_title_id);
    expect(first.preferences[0]?.function_title.value).not.toBe('');
    expect(first.preferences[0]?.location?.id).toBe(like.location_id);
    expect(jobs.map((j) => j.id)).not.toContain(remote);

    // Kept to the preference's field of work: every such on-site or hybrid job, no other.
    const byId = new Map(phJobs.map((j) => [j.id, j]));
    const expected = phJobs.filter(
      (j) => j.work_arrangement !== 'remote' && j.main_function_id === like.main_function_id,
    );
    expect(new Set(jobs.map((j) => j.id))).toEqual(new Set(expected.map((j) => j.id)));
    const order = jobs.map((j) => {
      const row = byId.get(j.id)!;
      return { score: score(row, preferences), posted: row.posted_at.getTime() };
    });
    const best = order[0]!.score;
    expect(best).toBe(13);
    const perfectAt = jobs.findIndex((j) => j.id === perfect);
    expect(order.filter((o) => o.score === best).length).toBeGreaterThan(perfectAt);
    for (let i = 1; i < order.length; i++) {
      const [before, after] = [order[i - 1]!, order[i]!];
      expect(before.score).toBeGreaterThanOrEqual(after.score);
      if (before.score === after.score) expect(before.posted).toBeGreaterThanOrEqual(after.posted);
    }
  });

  it('takes the best of several preferences, and counts a salary range that meets the preference', async () => {
    const like = onsiteJob();
    const other = phJobs.find(
      (j) => j.main_function_id !== like.main_function_id && j.work_arrangement !== 'remote',
    )!;
    // Pay: 40,000–60,000 a month against a wish of 30,000–50,000 monthly; the other job's pay is out of range.
    const wish = { currency: 'php', salary_min: 30_000, salary_max: 50_000, pay_type_id: 2 };
    const seeker = await seekerWith(likeJob(like), likeJob(other, { ...wish, location_id: null }));
    const stamp = new Date('2019-06-01T00:00:00Z');
    const pays = { currency: 'php', pay_type: 'monthly' };
    const inRange = await addJob(other, {
      ...pays,
      salary_from: 40_000,
      salary_to: 60_000,
      posted_at: stamp,
    });
    const above = await addJob(other, { ...pays, salary_from: 90_000, salary_to: 120_000, posted_at: stamp });
    const ids = (await wholeList('', seeker)).jobs.map((j) => j.id);
    // Both fields of work are listed; the job whose pay meets the wish ranks above its twin.
    expect(ids).toContain(like.id);
    expect(ids.indexOf(inRange)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(inRange)).toBeLessThan(ids.indexOf(above));
  });

  it('ignores remote preferences: a seeker with only those gets the newest jobs', async () => {
    const seeker = await seekerWith(likeJob(onsiteJob(), { work_arrangement: 'remote', location_id: null }));
    const result = await page('', seeker);
    expect(result.basis).toBe('newest');
    expect(result.preferences).toEqual([]);
  });

  it('narrows by location, job type, experience, salary and work arrangement', async () => {
    const like = onsiteJob();
    const location = await page(`?job_locations=${like.location_id}`);
    expect(location.total_num).toBeGreaterThan(0);
    for (const job of location.jobs) expect(job.location?.id).toBe(like.location_id);

    const typed = await page(`?job_types=${like.job_type_id}&xp_lvls=${like.xp_lvl_id}`);
    expect(typed.total_num).toBeGreaterThan(0);
    for (const job of typed.jobs) {
      expect(job.job_type.id).toBe(like.job_type_id);
      expect(job.xp_lvl.id).toBe(like.xp_lvl_id);
    }

    const hybrid = await page('?work_arrangements=2');
    expect(hybrid.total_num).toBeGreaterThan(0);
    for (const job of hybrid.jobs) expect(job.work_arrangement.key).toBe('hybrid');

    const all = await page('');
    const paid = await page('?salary_from=50000');
    expect(paid.total_num).toBeLessThan(all.total_num);
    const impossible = await page('?salary_from=999999999999');
    expect(impossible).toMatchObject({ total_num: 0, jobs: [], total_pages: 0 });
  });

  it('pages without overlap', async () => {
    const first = await page('?size=10');
    const second = await page('?size=10&page=2');
    expect(first.total_pages).toBe(Math.ceil(first.total_num / 10));
    expect(second.page).toBe(2);
    expect(second.jobs).toHaveLength(10);
    const firstIds = new Set(first.jobs.map((j) => j.id));
    for (const job of second.jobs) expect(firstIds.has(job.id)).toBe(false);
  });

  it('refuses remote, unknown ids and malformed input with 40001, never a 500', async () => {
    for (const query of [
      '?work_arrangements=3',
      '?job_types=99999',
      '?page=-1',
      '?salary_from=5000&salary_to=10',
      '?size=1000',
      '?query=nurse',
      '?job_locations=%00',
      '?page=2%F0',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code, query).toBe(40001);
    }
  });
});
