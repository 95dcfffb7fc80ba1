import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { recordApplicationEvent } from './record-application-event';

let app: App;
const jobIds: number[] = [];
let closedId: number;
let onHoldId: number;
let external: { id: number; url: string };
let plain: number;

beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.services;
  const active = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'active')
    .where('external_apply_url', 'is', null)
    // Open to anyone: a restricted job takes only verified identities (identity-verification tests).
    .where('eligibility_identity_ids', 'is', null)
    .orderBy('id')
    .limit(8)
    .execute();
  jobIds.push(...active.map((j) => j.id));
  const byStatus = (status: 'closed' | 'on_hold') =>
    db.selectFrom('jobs').select('id').where('status', '=', status).orderBy('id').executeTakeFirstOrThrow();
  closedId = (await byStatus('closed')).id;
  onHoldId = (await byStatus('on_hold')).id;
  const ext = await db
    .selectFrom('jobs')
    .select(['id', 'external_apply_url'])
    .where('external_apply_url', 'is not', null)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  external = { id: ext.id, url: ext.external_apply_url ?? '' };
  plain = jobIds[7] as number;
});
afterAll(() => app.close());

const job = (i: number) => jobIds[i] as number;

function as(seeker: SignedInSeeker | null) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { 'country-id': '167', 'language-id': '1' },
      ...(seeker ? { cookies: seeker.cookies } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
}

describe('POST /api/data/jobs/{jobId}/applications', () => {
  it('applies with a first message and answers, with the job categories and company industry', async () => {
    const seeker = await signInSeeker(app);
    const res = await as(seeker)('POST', `/api/data/jobs/${job(0)}/applications`, {
      source: 'web',
      first_message: '  I have five years of support experience.  ',
      screening_answers: [{ question: 'Can you start next month?', answer: 'Yes' }],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      job_id: job(0),
      source: 'web',
      status: 'applied',
      first_message: 'I have five years of support experience.',
      screening_answers: [{ question: 'Can you start next month?', answer: 'Yes' }],
    });
    expect(data.job_categories.length).toBe(1);
    expect(data.job_categories[0].value).not.toBe('');
    const company = await app.services.db
      .selectFrom('jobs as j')
      .innerJoin('companies as c', 'c.id', 'j.company_id')
      .select('c.industry_id')
      .where('j.id', '=', job(0))
      .executeTakeFirstOrThrow();
    expect(data.company_industry.id).toBe(company.industry_id);
    expect(data.company_industry.value).not.toBe('');

    const events = await app.services.db
      .selectFrom('application_events')
      .select('kind')
      .where('application_id', '=', data.id)
      .execute();
    expect(events).toEqual([{ kind: 'applied' }]);
  });

  it("sends the attached resume the seeker chose, else their newest, and never someone else's", async () => {
    const { db } = app.services;
    const addResume = async (userId: number, filename: string) =>
      (
        await db
          .insertInto('resumes')
          .values({ user_id: userId, filename, mime: 'application/pdf', size: 10, storage_key: filename })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const seeker = await signInSeeker(app);
    const older = await addResume(seeker.userId, `older-${seeker.userId}.pdf`);
    const newest = await addResume(seeker.userId, `newest-${seeker.userId}.pdf`);
    const stranger = await signInSeeker(app);
    const theirs = await addResume(stranger.userId, `theirs-${stranger.userId}.pdf`);
    const linked = async (jobId: number) =>
      (
        await db
          .selectFrom('applications')
          .select('resume_id')
          .where('job_id', '=', jobId)
          .where('jobseeker_id', '=', seeker.userId)
          .executeTakeFirstOrThrow()
      ).resume_id;

    const refused = await as(seeker)('POST', `/api/data/jobs/${job(4)}/applications`, { resume_id: theirs });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['resume_id']);
    expect(
      (await as(seeker)('POST', `/api/data/jobs/${job(4)}/applications`, { resume_id: older })).statusCode,
    ).toBe(200);
    expect(await linked(job(4))).toBe(older);
    expect((await as(seeker)('POST', `/api/data/jobs/${job(5)}/applications`, {})).statusCode).toBe(200);
    expect(await linked(job(5))).toBe(newest);
  });

  it('refuses a second application to the same job clearly (409 / 40001 with the reason)', async () => {
    const seeker = await signInSeeker(app);
    const call = as(seeker);
    expect((await call('POST', `/api/data/jobs/${job(1)}/applications`, {})).statusCode).toBe(200);
    const again = await call('POST', `/api/data/jobs/${job(1)}/applications`, { source: 'web' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 40001,
      errors: { error: ['You have already applied for this job.'] },
    });
    const count = await app.services.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('jobseeker_id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a job of a company the seeker blocked, whose page says so, until it is unblocked', async () => {
    const seeker = await signInSeeker(app);
    const call = as(seeker);
    const { company_id } = await app.services.db
      .selectFrom('jobs')
      .select('company_id')
      .where('id', '=', job(2))
      .executeTakeFirstOrThrow();
    const page = async () => (await call('GET', `/api/jobs/${job(2)}`)).json().data.company_blocked;
    expect(await page()).toBe(false);
    await call('POST', '/api/companies/blacklist-companies/create', { company_id });
    expect(await page()).toBe(true);
    const refused = await call('POST', `/api/data/jobs/${job(2)}/applications`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 40001,
      errors: { error: ['You blocked this company. Unblock it to apply for its jobs.'] },
    });
    // A visitor's page knows nothing of anyone's blocks.
    expect((await as(null)('GET', `/api/jobs/${job(2)}`)).json().data.company_blocked).toBe(false);
    await app.inject({
      method: 'DELETE',
      url: `/api/companies/${company_id}/blacklist-companies/delete`,
      cookies: seeker.cookies,
    });
    expect(await page()).toBe(false);
    expect((await call('POST', `/api/data/jobs/${job(2)}/applications`, {})).statusCode).toBe(200);
  });

  it('accepts only one of two applications sent at the same moment', async () => {
    const call = as(await signInSeeker(app));
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', `/api/data/jobs/${job(2)}/applications`, {})),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses closed and on-hold jobs (409) and unknown ones (404)', async () => {
    const call = as(await signInSeeker(app));
    for (const id of [closedId, onHoldId]) {
      const res = await call('POST', `/api/data/jobs/${id}/applications`, {});
      expect(res.statusCode, String(id)).toBe(409);
      expect(res.json().errors.error).toEqual(['This job is not taking applications at the moment.']);
    }
    const unknown = await call('POST', '/api/data/jobs/2000000000/applications', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a deleted job as not found', async () => {
    const { db } = app.services;
    const { id } = await db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('jobs').set({ status: 'deleted' }).where('id', '=', id).execute();
    try {
      const res = await as(await signInSeeker(app))('POST', `/api/data/jobs/${id}/applications`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40004);
    } finally {
      // The services suite shares one database between files: leave the seed as it was.
      await db.updateTable('jobs').set({ status: 'active' }).where('id', '=', id).execute();
    }
  });

  it('answers bad input with 4xx, never 500', async () => {
    const call = as(await signInSeeker(app));
    const cases: [string, object][] = [
      [`/api/data/jobs/${job(2)}/applications`, { source: 'fax' }],
      [`/api/data/jobs/${job(2)}/applications`, { first_message: 'x'.repeat(1001) }],
      [`/api/data/jobs/${job(2)}/applications`, { screening_answers: 'yes' }],
      [`/api/data/jobs/${job(2)}/applications`, { screening_answers: [{ question: '', answer: 'a' }] }],
      [`/api/data/jobs/${job(2)}/applications`, { unknown: 1 }],
      ['/api/data/jobs/abc/applications', {}],
      ['/api/data/jobs/-1/applications', {}],
    ];
    for (const [url, body] of cases) {
      const res = await call('POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });

  it('asks a visitor to log in (401 / 40003)', async () => {
    const res = await as(null)('POST', `/api/data/jobs/${job(2)}/applications`, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });
});

describe('the applied list and one application', () => {
  it('lists only my applications, newest first, with the job card and the latest status', async () => {
    const me = await signInSeeker(app);
    const other = await signInSeeker(app);
    const mine = as(me);
    await mine('POST', `/api/data/jobs/${job(3)}/applications`, {});
    await mine('POST', `/api/data/jobs/${job(4)}/applications`, {});
    await as(other)('POST', `/api/data/jobs/${job(5)}/applications`, {});

    const res = await mine('GET', '/api/job-applications/jobseekers?page=1&sort=1');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total_num).toBe(2);
    expect(page.applications.map((a: { job_id: number }) => a.job_id)).toEqual([job(4), job(3)]);
    expect(page.applications[0]).toMatchObject({ status: 'applied', job_status: 'active' });
    expect(page.applications[0].job.id).toBe(job(4));
    expect(page.applications[0].job.company.name).not.toBe('');

    // Sort 2 puts the latest change first.
    const first = await app.services.db
      .selectFrom('applications')
      .select('id')
      .where('jobseeker_id', '=', me.userId)
      .where('job_id', '=', job(3))
      .executeTakeFirstOrThrow();
    await recordApplicationEvent(app.services.db, first.id, 'viewed');
    const bySort2 = (await mine('GET', '/api/job-applications/jobseekers?sort=2')).json().data;
    expect(bySort2.applications.map((a: { job_id: number }) => a.job_id)).toEqual([job(3), job(4)]);
    expect(bySort2.applications[0].status).toBe('viewed');
  });

  it('pages the list', async () => {
    const call = as(await signInSeeker(app));
    for (const i of [0, 1, 2]) await call('POST', `/api/data/jobs/${job(i)}/applications`, {});
    const second = (await call('GET', '/api/job-applications/jobseekers?page=2&size=2')).json().data;
    expect(second).toMatchObject({ total_num: 3, page: 2, size: 2, total_pages: 2 });
    expect(second.applications.map((a: { job_id: number }) => a.job_id)).toEqual([job(0)]);
  });

  it("shows an application's full history, employer steps included, with times", async () => {
    const seeker = await signInSeeker(app);
    const call = as(seeker);
    const applied = (await call('POST', `/api/data/jobs/${job(6)}/applications`, {})).json().data;
    const { db } = app.services;
    await recordApplicationEvent(db, applied.id, 'viewed');
    await recordApplicationEvent(db, applied.id, 'resume_downloaded');
    await recordApplicationEvent(db, applied.id, 'interview');
    await recordApplicationEvent(db, applied.id, 'not_suitable', 'Looking for more years in retail.');

    const res = await call('GET', `/api/jobs/applied-jobs/${job(6)}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.status).toBe('not_suitable');
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      'applied',
      'viewed',
      'resume_downloaded',
      'interview',
      'not_suitable',
    ]);
    expect(detail.events.at(-1).reason).toBe('Looking for more years in retail.');
    for (const event of detail.events) expect(Date.parse(event.created_at)).not.toBeNaN();
    expect(detail.job.id).toBe(job(6));
    expect(detail.applied_at).toBe(detail.events[0].created_at);
  });

  it("does not show other seekers' applications (none of theirs, null), nor to visitors (401)", async () => {
    const owner = await signInSeeker(app);
    await as(owner)('POST', `/api/data/jobs/${plain}/applications`, {});
    const stranger = as(await signInSeeker(app));
    const theirs = await stranger('GET', `/api/jobs/applied-jobs/${plain}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toBeNull();
    expect((await stranger('PATCH', `/api/jobs/applied-jobs/${plain}/withdraw`)).statusCode).toBe(404);
    expect((await as(null)('GET', `/api/jobs/applied-jobs/${plain}`)).statusCode).toBe(401);
    expect((await as(null)('GET', '/api/job-applications/jobseekers')).statusCode).toBe(401);
    expect((await as(owner)('GET', `/api/jobs/applied-jobs/${plain}`)).statusCode).toBe(200);
  });

  it('answers null for a job not applied to, so a job page logs no error; 404 only for no such job', async () => {
    const call = as(await signInSeeker(app));
    for (const id of [job(0), closedId, onHoldId]) {
      const res = await call('GET', `/api/jobs/applied-jobs/${id}`);
      expect(res.statusCode, String(id)).toBe(200);
      expect(res.json()).toMatchObject({ code: 0, data: null });
    }
    const unknown = await call('GET', '/api/jobs/applied-jobs/2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(40004);
  });

  it('refuses bad list queries with 422', async () => {
    const call = as(await signInSeeker(app));
    for (const query of ['page=0', 'sort=3', 'size=1000', 'page=abc', 'extra=1'])
      expect((await call('GET', `/api/job-applications/jobseekers?${query}`)).statusCode, query).toBe(422);
    expect((await call('GET', '/api/jobs/applied-jobs/abc')).statusCode).toBe(422);
  });
});

describe('PATCH /api/jobs/applied-jobs/{jobId}/withdraw', () => {
  it('withdraws once, records it in the history, and refuses a second withdrawal', async () => {
    const call = as(await signInSeeker(app));
    await call('POST', `/api/data/jobs/${job(5)}/applications`, {});
    const res = await call('PATCH', `/api/jobs/applied-jobs/${job(5)}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('withdrawn');
    expect(res.json().data.events.map((e: { kind: string }) => e.kind)).toEqual(['applied', 'withdrawn']);

    const again = await call('PATCH', `/api/jobs/applied-jobs/${job(5)}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.error).toEqual(['You have already withdrawn this application.']);
    // Withdrawn is final: applying again is the same clear refusal as any second application.
    const reapply = await call('POST', `/api/data/jobs/${job(5)}/applications`, {});
    expect(reapply.statusCode).toBe(409);
  });

  it('records one withdrawal when two arrive at the same moment', async () => {
    const call = as(await signInSeeker(app));
    await call('POST', `/api/data/jobs/${job(6)}/applications`, {});
    const answers = await Promise.all(
      [1, 2].map(() => call('PATCH', `/api/jobs/applied-jobs/${job(6)}/withdraw`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (await call('GET', `/api/jobs/applied-jobs/${job(6)}`)).json().data;
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['applied', 'withdrawn']);
  });

  it('answers 404 / 40004 for a job never applied to: there is nothing to withdraw', async () => {
    const call = as(await signInSeeker(app));
    const res = await call('PATCH', `/api/jobs/applied-jobs/${job(0)}/withdraw`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(40004);
    expect((await call('GET', `/api/jobs/applied-jobs/${job(0)}`)).json().data).toBeNull();
  });
});

describe('recordApplicationEvent', () => {
  it('keeps withdrawn final: the employer side cannot add to it', async () => {
    const call = as(await signInSeeker(app));
    const applied = (await call('POST', `/api/data/jobs/${job(4)}/applications`, {})).json().data;
    await recordApplicationEvent(app.services.db, applied.id, 'withdrawn');
    await expect(recordApplicationEvent(app.services.db, applied.id, 'offer')).rejects.toMatchObject({
      code: 40001,
      status: 409,
    });
    await expect(recordApplicationEvent(app.services.db, 2_000_000_000, 'viewed')).rejects.toMatchObject({
      code: 40004,
    });
  });
});

describe('POST /api/jobs/{jobId}/click-external-job', () => {
  it('records the click and answers the external link', async () => {
    const seeker = await signInSeeker(app);
    const res = await as(seeker)('POST', `/api/jobs/${external.id}/click-external-job`, {
      source: 'quick_apply',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ job_id: external.id, external_apply_url: external.url });
    const clicks = await app.services.db
      .selectFrom('external_job_clicks')
      .select(['user_id', 'source'])
      .where('job_id', '=', external.id)
      .execute();
    expect(clicks).toContainEqual({ user_id: seeker.userId, source: 'quick_apply' });
  });

  it('answers 404 for a job without an external link, 422 for bad input', async () => {
    const call = as(null);
    expect((await call('POST', `/api/jobs/${plain}/click-external-job`, {})).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/jobs/${external.id}/click-external-job`, { source: 'x' })).statusCode,
    ).toBe(422);
  });

  it('shows the external link on the job page', async () => {
    const res = await as(null)('GET', `/api/jobs/${external.id}`);
    expect(res.json().data.external_apply_url).toBe(external.url);
  });
});
