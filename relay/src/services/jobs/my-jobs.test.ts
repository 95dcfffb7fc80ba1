import type { TJobCard } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { JobRow } from '../../db/schema';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { experienceLevelOf } from './seeker-fit';

let app: App;
/** Active Philippine jobs, the edition the tests browse. */
let phJobs: JobRow[];

beforeAll(async () => {
  app = await createTestApp();
  phJobs = await app.services.db
    .selectFrom('jobs')
    .selectAll()
    .where('edition_id', '=', 167)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
});
afterAll(() => app.close());

const get = (url: string, seeker?: SignedInSeeker, countryId = '167') =>
  app.inject({
    method: 'GET',
    url,
    headers: { 'country-id': countryId, 'language-id': '1' },
    ...(seeker ? { cookies: seeker.cookies } : {}),
  });

/** A preference built from one job's facets; its currency matches no job, so pay never counts. */
async function preferJobLike(seeker: SignedInSeeker, job: JobRow) {
  await app.services.db
    .insertInto('job_preferences')
    .values({
      user_id: seeker.userId,
      edition_id: 167,
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
    })
    .execute();
}

/** The spec's relevance, counted by hand: facets of the preference the job shares, plus profile facets. */
function facetsShared(job: JobRow, like: JobRow, profile: { level?: number; locationId?: number }) {
  return [
    job.function_title_id === like.function_title_id,
    job.job_function_id === like.job_function_id,
    job.main_function_id === like.main_function_id,
    job.job_type_id === like.job_type_id,
    job.industry_id === like.industry_id,
    job.work_arrangement === like.work_arrangement,
    like.work_arrangement !== 'remote' && job.location_id === like.location_id,
    job.xp_lvl_id === profile.level,
    job.location_id === profile.locationId,
  ].filter(Boolean).length;
}

const phJob = (i: number) => {
  const job = phJobs[i];
  if (!job) throw new Error(`the seed has fewer than ${i + 1} active Philippine jobs`);
  return job;
};
const byId = () => new Map(phJobs.map((j) => [j.id, j]));
const onsiteJob = () => {
  const job = phJobs.find((j) => j.work_arrangement === 'onsite' && j.location_id !== null);
  if (!job) throw new Error('the seed has no on-site Philippine job');
  return job;
};

describe('GET /api/jobs/my-jobs/for-you', () => {
  it('lists open jobs in the preferred field of work, most preference facets first', async () => {
    const like = onsiteJob();
    const workingSince = '2019-01-15';
    const seeker = await signInSeeker(app, { working_since: workingSince, location_id: like.location_id });
    await preferJobLike(seeker, like);
    const res = await get('/api/jobs/my-jobs/for-you?sort=1&size=100', seeker);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    const field = phJobs.filter((j) => j.main_function_id === like.main_function_id);
    expect(page.has_preferences).toBe(true);
    expect(page.total_num).toBe(field.length);
    expect(page.jobs.length).toBe(Math.min(100, field.length));

    const jobs = byId();
    const profile = {
      level: experienceLevelOf(workingSince, new Date()),
      locationId: like.location_id ?? undefined,
    };
    const scores = page.jobs.map((card: TJobCard) => {
      const job = jobs.get(card.id);
      if (!job) throw new Error(`job ${card.id} is not an active Philippine job`);
      return facetsShared(job, like, profile);
    });
    expect(scores[0]).toBe(facetsShared(like, like, profile));
    expect(page.jobs.map((j: TJobCard) => j.id)).toContain(like.id);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]);
  });

  it('orders by posted date with sort=2 and applies the job type and work arrangement filters', async () => {
    const like = onsiteJob();
    const seeker = await signInSeeker(app);
    await preferJobLike(seeker, like);
    const newest = (await get('/api/jobs/my-jobs/for-you?sort=2', seeker)).json().data;
    expect(newest.sort).toBe(2);
    const posted = newest.jobs.map((j: TJobCard) => Date.parse(j.posted_at));
    for (let i = 1; i < posted.length; i++) expect(posted[i]).toBeLessThanOrEqual(posted[i - 1]);

    const filtered = (
      await get(`/api/jobs/my-jobs/for-you?job_types=${like.job_type_id}&work_arrangements=1`, seeker)
    ).json().data;
    const expected = phJobs.filter(
      (j) =>
        j.main_function_id === like.main_function_id &&
        j.job_type_id === like.job_type_id &&
        j.work_arrangement === 'onsite',
    );
    expect(filtered.total_num).toBe(expected.length);
    for (const job of filtered.jobs) {
      expect(job.job_type.id).toBe(like.job_type_id);
      expect(job.work_arrangement.key).toBe('on_site');
    }
  });

  it('leaves out the jobs of companies the seeker blocked', async () => {
    const like = onsiteJob();
    const seeker = await signInSeeker(app);
    await preferJobLike(seeker, like);
    const before = (await get('/api/jobs/my-jobs/for-you?size=100', seeker)).json().data;
    expect(before.jobs.map((j: TJobCard) => j.id)).toContain(like.id);
    await app.services.db
      .insertInto('company_blocks')
      .values({ user_id: seeker.userId, company_id: like.company_id })
      .execute();
    const after = (await get('/api/jobs/my-jobs/for-you?size=100', seeker)).json().data;
    expect(after.jobs.map((j: TJobCard) => j.company.id)).not.toContain(like.company_id);
    const ofCompany = phJobs.filter(
      (j) => j.main_function_id === like.main_function_id && j.company_id === like.company_id,
    ).length;
    expect(after.total_num).toBe(before.total_num - ofCompany);
  });

  it('answers an empty list that asks for preferences when the seeker has none', async () => {
    const seeker = await signInSeeker(app);
    const page = (await get('/api/jobs/my-jobs/for-you', seeker)).json().data;
    expect(page).toMatchObject({ jobs: [], total_num: 0, has_preferences: false, size: 30 });
  });
});

describe('GET /api/jobs/saved-jobs (My Jobs Saved)', () => {
  async function saveJobs(seeker: SignedInSeeker, jobs: JobRow[]) {
    // Saved a minute apart, in the order given.
    await app.services.db
      .insertInto('saved_jobs')
      .values(
        jobs.map((job, i) => ({
          user_id: seeker.userId,
          job_id: job.id,
          created_at: new Date(Date.now() - (jobs.length - i) * 60_000),
        })),
      )
      .execute();
  }

  it('sorts by posted date with sort=2, by fit then latest save with sort=1', async () => {
    const like = onsiteJob();
    const others = phJobs.filter((j) => j.main_function_id !== like.main_function_id).slice(0, 3);
    const seeker = await signInSeeker(app);
    await saveJobs(seeker, [like, ...others]);

    const newest = (await get('/api/jobs/saved-jobs?sort=2', seeker)).json().data;
    const expected = [like, ...others]
      .sort((a, b) => b.posted_at.getTime() - a.posted_at.getTime() || b.id - a.id)
      .map((j) => j.id);
    expect(newest.saved_jobs.map((s: { job: TJobCard }) => s.job.id)).toEqual(expected);
    expect(newest.total_num).toBe(4);
    expect(newest.saved_jobs[0].job_status).toBe('active');

    // Without preferences nothing fits better: the latest save leads.
    const latestSaved = (await get('/api/jobs/saved-jobs?sort=1', seeker)).json().data;
    expect(latestSaved.saved_jobs.map((s: { job: TJobCard }) => s.job.id)).toEqual(
      [like, ...others].reverse().map((j) => j.id),
    );

    await preferJobLike(seeker, like);
    const relevance = (await get('/api/jobs/saved-jobs', seeker)).json().data;
    expect(relevance.saved_jobs[0].job.id).toBe(like.id);
  });

  it('filters by job type, work arrangement and still open, within the edition browsed', async () => {
    const db = app.services.db;
    const closed = await db
      .selectFrom('jobs')
      .selectAll()
      .where('edition_id', '=', 167)
      .where('status', '=', 'closed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const japan = await db
      .selectFrom('jobs')
      .selectAll()
      .where('edition_id', '=', 105)
      .where('status', '=', 'active')
      .where('work_arrangement', '<>', 'remote')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const open = phJobs.slice(0, 4);
    const seeker = await signInSeeker(app);
    await saveJobs(seeker, [...open, closed, japan]);

    const all = (await get('/api/jobs/saved-jobs', seeker)).json().data;
    expect(all.total_num).toBe(5);
    const closedEntry = all.saved_jobs.find((s: { job: TJobCard }) => s.job.id === closed.id);
    expect(closedEntry.job_status).toBe('closed');

    const stillOpen = (await get('/api/jobs/saved-jobs?is_open=1', seeker)).json().data;
    expect(stillOpen.saved_jobs.map((s: { job: TJobCard }) => s.job.id).sort()).toEqual(
      open.map((j) => j.id).sort(),
    );

    const type = phJob(0).job_type_id;
    const byType = (await get(`/api/jobs/saved-jobs?job_types=${type}`, seeker)).json().data;
    expect(byType.total_num).toBe([...open, closed].filter((j) => j.job_type_id === type).length);

    const remote = (await get('/api/jobs/saved-jobs?work_arrangements=3', seeker)).json().data;
    expect(remote.total_num).toBe([...open, closed].filter((j) => j.work_arrangement === 'remote').length);

    const inJapan = (await get('/api/jobs/saved-jobs', seeker, '105')).json().data;
    expect(inJapan.saved_jobs.map((s: { job: TJobCard }) => s.job.id)).toEqual([japan.id]);
  });

  it('pages by 30 and reads one saved job by job id', async () => {
    const seeker = await signInSeeker(app);
    await saveJobs(seeker, phJobs.slice(0, 31));
    const first = (await get('/api/jobs/saved-jobs?sort=2', seeker)).json().data;
    expect(first).toMatchObject({ total_num: 31, size: 30, total_pages: 2 });
    expect(first.saved_jobs).toHaveLength(30);
    const second = (await get('/api/jobs/saved-jobs?sort=2&page=2', seeker)).json().data;
    expect(second.saved_jobs).toHaveLength(1);
    const seen = new Set([...first.saved_jobs, ...second.saved_jobs].map((s: { id: number }) => s.id));
    expect(seen.size).toBe(31);

    const one = await get(`/api/jobs/saved-jobs/${phJob(0).id}`, seeker);
    expect(one.json().data.job_id).toBe(phJob(0).id);
    expect((await get(`/api/jobs/saved-jobs/${phJob(40).id}`, seeker)).json().code).toBe(40004);
  });
});

describe('My Jobs refusals', () => {
  it('refuses visitors with 401 / 40003', async () => {
    for (const url of [
      '/api/jobs/my-jobs/for-you',
      '/api/jobs/saved-jobs',
      '/api/jobs/saved-jobs/1',
      '/api/jobseekers/who-viewed-me',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe(40003);
    }
  });

  it('refuses a bad sort, page or filter with 422', async () => {
    const seeker = await signInSeeker(app);
    for (const url of [
      '/api/jobs/my-jobs/for-you?sort=3',
      '/api/jobs/my-jobs/for-you?page=0',
      '/api/jobs/my-jobs/for-you?job_types=99',
      '/api/jobs/my-jobs/for-you?is_open=1',
      '/api/jobs/saved-jobs?work_arrangements=abc',
      '/api/jobs/saved-jobs?work_arrangements=9',
      '/api/jobs/saved-jobs?size=500',
      '/api/jobseekers/who-viewed-me?page=-1',
    ]) {
      const res = await get(url, seeker);
      expect(res.statusCode, url).toBe(422);
    }
  });
});
