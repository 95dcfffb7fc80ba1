import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { recordProfileView } from './profile-views';

let app: App;
let jobA: { id: number; recruiter_id: number; company_id: number };
let recruiterB: { id: number; company_id: number };

beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.services;
  jobA = await db
    .selectFrom('jobs')
    .select(['id', 'recruiter_id', 'company_id'])
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  recruiterB = await db
    .selectFrom('recruiters')
    .select(['id', 'company_id'])
    .where('company_id', '<>', jobA.company_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => app.close());

const whoViewedMe = (seeker: SignedInSeeker | undefined, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/jobseekers/who-viewed-me${query}`,
    headers: { 'country-id': '167', 'language-id': '1' },
    ...(seeker ? { cookies: seeker.cookies } : {}),
  });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('GET /api/jobseekers/who-viewed-me', () => {
  it('lists each recruiter and job once, with the company, the job, the latest time and the count', async () => {
    const seeker = await signInSeeker(app);
    const { db } = app.services;
    const latest = minutesAgo(10);
    await recordProfileView(db, {
      recruiterId: jobA.recruiter_id,
      jobseekerId: seeker.userId,
      jobId: jobA.id,
      viewedAt: minutesAgo(30),
    });
    await recordProfileView(db, {
      recruiterId: recruiterB.id,
      jobseekerId: seeker.userId,
      viewedAt: minutesAgo(20),
    });
    await recordProfileView(db, {
      recruiterId: jobA.recruiter_id,
      jobseekerId: seeker.userId,
      jobId: jobA.id,
      viewedAt: latest,
    });
    // Another seeker's views are not this seeker's business.
    const other = await signInSeeker(app);
    await recordProfileView(db, { recruiterId: recruiterB.id, jobseekerId: other.userId });

    const res = await whoViewedMe(seeker);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total_num: 2, page: 1, size: 30, total_pages: 1 });
    const [first, second] = page.views;
    const recruiterA = await db
      .selectFrom('recruiters as r')
      .innerJoin('companies as c', 'c.id', 'r.company_id')
      .select(['r.first_name', 'r.last_name', 'r.job_title', 'c.name'])
      .where('r.id', '=', jobA.recruiter_id)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      view_count: 2,
      viewed_at: latest.toISOString(),
      recruiter: {
        id: jobA.recruiter_id,
        name: `${recruiterA.first_name} ${recruiterA.last_name}`,
        job_title: recruiterA.job_title,
      },
      company: { id: jobA.company_id, name: recruiterA.name },
      job: { id: jobA.id },
    });
    expect(second).toMatchObject({ view_count: 1, recruiter: { id: recruiterB.id }, job: null });
    expect(second.company.id).toBe(recruiterB.company_id);

    const paged = (await whoViewedMe(seeker, '?size=1&page=2')).json().data;
    expect(paged).toMatchObject({ total_num: 2, total_pages: 2 });
    expect(paged.views.map((v: { recruiter: { id: number } }) => v.recruiter.id)).toEqual([recruiterB.id]);
  });

  it('answers an empty list to a seeker nobody viewed, 401 to a visitor', async () => {
    const seeker = await signInSeeker(app);
    expect((await whoViewedMe(seeker)).json().data).toMatchObject({ views: [], total_num: 0 });
    const visitor = await whoViewedMe(undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe(40003);
  });

  it('leaves out the recruiters of a company the seeker blocked', async () => {
    const seeker = await signInSeeker(app);
    const { db } = app.services;
    await recordProfileView(db, {
      recruiterId: jobA.recruiter_id,
      jobseekerId: seeker.userId,
      jobId: jobA.id,
    });
    await recordProfileView(db, { recruiterId: recruiterB.id, jobseekerId: seeker.userId });
    await db
      .insertInto('company_blocks')
      .values({ user_id: seeker.userId, company_id: jobA.company_id })
      .execute();
    const page = (await whoViewedMe(seeker)).json().data;
    expect(page.total_num).toBe(1);
    expect(page.views.map((v: { recruiter: { id: number } }) => v.recruiter.id)).toEqual([recruiterB.id]);
  });

  it("refuses to record a view about another company's job", async () => {
    const seeker = await signInSeeker(app);
    await expect(
      recordProfileView(app.services.db, {
        recruiterId: recruiterB.id,
        jobseekerId: seeker.userId,
        jobId: jobA.id,
      }),
    ).rejects.toMatchObject({ code: 40004 });
  });
});
