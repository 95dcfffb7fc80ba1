import type { TApplicationEventKind } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { JobRow } from '../../db/schema';
import { signInRecruiter } from '../../testing/chat-members';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
let phJobs: JobRow[];

beforeAll(async () => {
  app = await createTestApp();
  phJobs = await app.services.db
    .selectFrom('jobs')
    .selectAll()
    .where('edition_id', '=', 167)
    .where('status', '=', 'active')
    .where('work_arrangement', '<>', 'remote')
    .orderBy('id')
    .execute();
});
afterAll(() => app.close());

const get = (url: string, seeker?: SignedInSeeker) =>
  app.inject({
    method: 'GET',
    url,
    headers: { 'country-id': '167', 'language-id': '1' },
    ...(seeker ? { cookies: seeker.cookies } : {}),
  });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const job = (i: number) => {
  const found = phJobs[i];
  if (!found) throw new Error(`the seed has fewer than ${i + 1} active on-site Philippine jobs`);
  return found;
};

/** An application with its history, as the applications service and the Boss console write them. */
async function apply(seeker: SignedInSeeker, jobRow: JobRow, history: [TApplicationEventKind, Date][]) {
  const { db } = app.services;
  const [latestKind, latestAt] = history[history.length - 1] ?? ['applied', new Date()];
  const { id } = await db
    .insertInto('applications')
    .values({
      job_id: jobRow.id,
      jobseeker_id: seeker.userId,
      source: 'web',
      first_message: null,
      screening_answers: '[]',
      status: latestKind,
      created_at: history[0]?.[1] ?? latestAt,
      updated_at: latestAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_events')
    .values(history.map(([kind, at]) => ({ application_id: id, kind, reason: null, created_at: at })))
    .execute();
  return id;
}

describe('GET /api/jobs/my-jobs/communicated', () => {
  it('lists applied and chatted-about jobs once each, with the latest application state', async () => {
    const seeker = await signInSeeker(app);
    const appliedAt = minutesAgo(90);
    const interviewAt = minutesAgo(30);
    const interviewed = await apply(seeker, job(0), [
      ['applied', appliedAt],
      ['viewed', minutesAgo(60)],
      ['interview', interviewAt],
    ]);
    await apply(seeker, job(1), [['applied', minutesAgo(50)]]);

    // A chat about a job the seeker also applied to, and one about a job they only chatted about.
    const recruiter = await signInRecruiter(app);
    const { db } = app.services;
    const recruiterJobs = await db
      .selectFrom('jobs')
      .selectAll()
      .where('recruiter_id', '=', recruiter.recruiterId)
      .where('status', '<>', 'deleted')
      .orderBy('id')
      .execute();
    const chatJob = recruiterJobs[0];
    if (!chatJob) throw new Error('the recruiter has no job');
    const chat = await db
      .insertInto('chats')
      .values({
        jobseeker_id: seeker.userId,
        recruiter_id: recruiter.recruiterId,
        recruiter_user_id: recruiter.userId,
        job_id: chatJob.id,
        company_id: chatJob.company_id,
        last_message_at: minutesAgo(5),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const page = (await get('/api/jobs/my-jobs/communicated?sort=1', seeker)).json().data;
    const inEdition = chatJob.edition_id === 167 ? 3 : 2;
    expect(page.total_num).toBe(inEdition);
    const byJob = new Map(page.communicated_jobs.map((c: { job: { id: number } }) => [c.job.id, c]));
    expect(byJob.get(job(0).id)).toMatchObject({
      application: {
        id: interviewed,
        status: 'interview',
        status_at: interviewAt.toISOString(),
        applied_at: appliedAt.toISOString(),
      },
      chat_id: null,
      job_status: 'active',
    });
    if (chatJob.edition_id === 167)
      expect(byJob.get(chatJob.id)).toMatchObject({ application: null, chat_id: chat.id });
    // Without preferences the latest exchange leads.
    expect(page.communicated_jobs[0].job.id).toBe(chatJob.edition_id === 167 ? chatJob.id : job(0).id);

    const interviews = (await get('/api/jobs/my-jobs/communicated?status=interview', seeker)).json().data;
    expect(interviews.communicated_jobs.map((c: { job: { id: number } }) => c.job.id)).toEqual([job(0).id]);
    const offers = (await get('/api/jobs/my-jobs/communicated?status=offer', seeker)).json().data;
    expect(offers).toMatchObject({ total_num: 0, communicated_jobs: [] });

    const newest = (await get('/api/jobs/my-jobs/communicated?sort=2', seeker)).json().data;
    const posted = newest.communicated_jobs.map((c: { job: { posted_at: string } }) =>
      Date.parse(c.job.posted_at),
    );
    for (let i = 1; i < posted.length; i++) expect(posted[i]).toBeLessThanOrEqual(posted[i - 1]);
  });

  it('leaves applied jobs out of For You', async () => {
    const seeker = await signInSeeker(app);
    const like = job(2);
    await app.services.db
      .insertInto('job_preferences')
      .values({
        user_id: seeker.userId,
        edition_id: 167,
        function_title_id: like.function_title_id,
        job_type_id: like.job_type_id,
        industry_id: like.industry_id,
        is_overseas: false,
        location_id: like.location_id,
        pref_country_id: null,
        salary_min: 1,
        salary_max: 2,
        currency: 'php',
        pay_type_id: 2,
        work_language_id: 1,
        work_arrangement: like.work_arrangement,
        work_timezone_id: 23,
      })
      .execute();
    const before = (await get('/api/jobs/my-jobs/for-you?size=100', seeker)).json().data;
    expect(before.jobs.map((j: { id: number }) => j.id)).toContain(like.id);
    await apply(seeker, like, [['applied', minutesAgo(1)]]);
    const after = (await get('/api/jobs/my-jobs/for-you?size=100', seeker)).json().data;
    expect(after.jobs.map((j: { id: number }) => j.id)).not.toContain(like.id);
    expect(after.total_num).toBe(before.total_num - 1);
  });

  it('answers a new seeker with an empty list, a visitor with 401, a bad status with 422', async () => {
    const seeker = await signInSeeker(app);
    expect((await get('/api/jobs/my-jobs/communicated', seeker)).json().data).toMatchObject({
      communicated_jobs: [],
      total_num: 0,
    });
    expect((await get('/api/jobs/my-jobs/communicated')).json().code).toBe(40003);
    expect((await get('/api/jobs/my-jobs/communicated?status=hired', seeker)).statusCode).toBe(422);
  });
});
