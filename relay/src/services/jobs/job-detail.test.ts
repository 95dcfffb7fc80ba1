import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
let active: { id: number; edition_id: number; main_function_id: number; job_function_id: number };
let closedId: number;
let remoteId: number;

beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.services;
  active = await db
    .selectFrom('jobs')
    .select(['id', 'edition_id', 'main_function_id', 'job_function_id'])
    .where('status', '=', 'active')
    .where('edition_id', '=', 167)
    .where('location_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  closedId = (
    await db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'closed')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  remoteId = (
    await db
      .selectFrom('jobs')
      .select('id')
      .where('work_arrangement', '=', 'remote')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => app.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, extra: object = {}) =>
  app.inject({ method, url, headers: { 'accept-language': 'en' }, ...extra });

describe('GET /api/jobs/{jobId}', () => {
  it('answers every field of the job page with labels and the location coordinates', async () => {
    const res = await inject('GET', `/api/jobs/${active.id}`);
    expect(res.statusCode).toBe(200);
    const job = res.json().data;
    const row = await app.services.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', active.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      id: row.id,
      title: row.title,
      status: 'active',
      description: row.description,
    });
    expect(job.requirements).toBe(row.requirements);
    expect(job.skills).toEqual(row.skills);
    expect(job.benefits.map((b: { id: number }) => b.id)).toEqual(row.benefit_ids);
    for (const b of job.benefits) expect(b.value).not.toBe('');
    expect(job.main_function.value).not.toBe('');
    expect(job.job_function.value).not.toBe('');
    expect(job.function_title.value).not.toBe('');
    expect(job.location.latitude).toEqual(expect.any(Number));
    expect(job.company.company_size.value).not.toBe('');
    expect(job.company.financing_stage.value).not.toBe('');
    // No chat with this Boss yet: no rate and no reply time, rather than a made-up figure.
    expect(job.recruiter).toMatchObject({ response_rate: null, reply_minutes: null });
    expect(job.remote).toBeNull();
    expect(job.japan).toBeNull();
  });

  it("gives Japan's jobs their working terms", async () => {
    const jp = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('edition_id', '=', 105)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const job = (await inject('GET', `/api/jobs/${jp.id}`)).json().data;
    for (const field of [
      'contract_period',
      'working_hours',
      'passive_smoking',
      'social_insurance',
      'holidays',
    ])
      expect(job.japan[field], field).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });

  it('gives remote jobs their open countries, timezones and languages', async () => {
    const job = (await inject('GET', `/api/jobs/${remoteId}`)).json().data;
    expect(job.location).toBeNull();
    expect(job.remote.open_countries.length).toBeGreaterThan(0);
    expect(job.remote.timezones.length).toBeGreaterThan(0);
    expect(job.remote.languages.length).toBeGreaterThan(0);
  });

  it('answers a closed job with its status, so the page can show the closed screen', async () => {
    const res = await inject('GET', `/api/jobs/${closedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('closed');
  });

  it('refuses an unknown id with 404 / 40004 and a malformed id with 400', async () => {
    const unknown = await inject('GET', '/api/jobs/2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(40004);
    expect((await inject('GET', '/api/jobs/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/jobs/{jobId}/static', () => {
  it('answers the job page without anything about the reader, cacheable by shared caches', async () => {
    const seeker = await signInSeeker(app);
    const res = await inject('GET', `/api/jobs/${active.id}/static`, { cookies: seeker.cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('language-id');
    const job = res.json().data;
    const detail = (await inject('GET', `/api/jobs/${active.id}`)).json().data;
    const { company_blocked, ...everyonesPart } = detail;
    expect(company_blocked).toBe(false);
    expect(job).toEqual(everyonesPart);
  });

  it('is the same for a seeker who blocked the company as for anyone', async () => {
    const seeker = await signInSeeker(app);
    const company = (await inject('GET', `/api/jobs/${active.id}`)).json().data.company.id;
    await app.services.db
      .insertInto('company_blocks')
      .values({ user_id: seeker.userId, company_id: company })
      .execute();
    const detail = (await inject('GET', `/api/jobs/${active.id}`, { cookies: seeker.cookies })).json().data;
    expect(detail.company_blocked).toBe(true);
    const mine = (await inject('GET', `/api/jobs/${active.id}/static`, { cookies: seeker.cookies })).json()
      .data;
    const anyones = (await inject('GET', `/api/jobs/${active.id}/static`)).json().data;
    expect(mine).toEqual(anyones);
    expect(mine).not.toHaveProperty('company_blocked');
  });

  it('answers in the language asked for, closed jobs with their status, unknown ids with 404', async () => {
    const ja = await app.inject({ url: `/api/jobs/${active.id}/static`, headers: { 'language-id': '4' } });
    const en = await app.inject({ url: `/api/jobs/${active.id}/static`, headers: { 'language-id': '1' } });
    expect(ja.json().data.job_type.value).not.toBe(en.json().data.job_type.value);
    expect((await inject('GET', `/api/jobs/${closedId}/static`)).json().data.status).toBe('closed');
    const unknown = await inject('GET', '/api/jobs/2000000000/static');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(40004);
    expect(unknown.headers['cache-control']).not.toContain('public');
  });
});

describe('GET /api/jobs/similar', () => {
  it('lists 5 active jobs of the same edition and main function, the same job function first', async () => {
    const res = await inject('GET', `/api/jobs/similar?job_id=${active.id}`);
    expect(res.statusCode).toBe(200);
    const ids: number[] = res.json().data.jobs.map((j: { id: number }) => j.id);
    expect(ids).not.toContain(active.id);
    const rows = await app.services.db
      .selectFrom('jobs')
      .select(['id', 'status', 'edition_id', 'main_function_id', 'job_function_id'])
      .where('edition_id', '=', active.edition_id)
      .where('main_function_id', '=', active.main_function_id)
      .where('status', '=', 'active')
      .where('id', '<>', active.id)
      .execute();
    expect(ids.length).toBe(Math.min(5, rows.length));
    const sameFunction = rows.filter((r) => r.job_function_id === active.job_function_id).length;
    const byId = new Map(rows.map((r) => [r.id, r]));
    ids.forEach((id, i) => {
      expect(byId.has(id)).toBe(true);
      if (i < sameFunction) expect(byId.get(id)?.job_function_id).toBe(active.job_function_id);
    });
  });

  it('refuses a missing or unknown job id', async () => {
    expect((await inject('GET', '/api/jobs/similar')).statusCode).toBe(422);
    expect((await inject('GET', '/api/jobs/similar?job_id=2000000000')).json().code).toBe(40004);
  });
});

describe('saved jobs', () => {
  it('saves, reports the saved state, lists and unsaves a job', async () => {
    const seeker = await signInSeeker(app);
    const opts = { cookies: seeker.cookies };
    expect((await inject('GET', `/api/jobs/${active.id}/is-saved`, opts)).json().data).toEqual({
      is_saved: false,
      saved_job_id: null,
    });
    const created = await inject('POST', '/api/jobs/saved-jobs/create', {
      ...opts,
      payload: { job_id: active.id },
    });
    expect(created.statusCode).toBe(200);
    const saved = created.json().data;
    expect(saved.job_id).toBe(active.id);
    const again = await inject('POST', '/api/jobs/saved-jobs/create', {
      ...opts,
      payload: { job_id: active.id },
    });
    expect(again.json().data.id).toBe(saved.id);
    expect((await inject('GET', `/api/jobs/${active.id}/is-saved`, opts)).json().data).toEqual({
      is_saved: true,
      saved_job_id: saved.id,
    });
    const list = (await inject('GET', '/api/jobs/saved-jobs?page=1&sort=1', opts)).json().data;
    expect(list.total_num).toBe(1);
    expect(list.saved_jobs[0].job.id).toBe(active.id);

    const other = await signInSeeker(app);
    const foreign = await inject('DELETE', `/api/jobs/saved-jobs/${saved.id}/delete`, {
      cookies: other.cookies,
    });
    expect(foreign.statusCode).toBe(404);

    const removed = await inject('DELETE', `/api/jobs/saved-jobs/${saved.id}/delete`, opts);
    expect(removed.statusCode).toBe(200);
    expect((await inject('GET', `/api/jobs/${active.id}/is-saved`, opts)).json().data.is_saved).toBe(false);
    expect((await inject('GET', '/api/jobs/saved-jobs', opts)).json().data.total_num).toBe(0);
  });

  it("unsaves by the job id as well, only the seeker's own save", async () => {
    const seeker = await signInSeeker(app);
    const opts = { cookies: seeker.cookies };
    const saved = (
      await inject('POST', '/api/jobs/saved-jobs/create', { ...opts, payload: { job_id: active.id } })
    ).json().data;
    const other = await signInSeeker(app);
    const foreign = await inject('DELETE', `/api/jobs/saved-jobs/job/${active.id}/delete`, {
      cookies: other.cookies,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(40004);

    const removed = await inject('DELETE', `/api/jobs/saved-jobs/job/${active.id}/delete`, opts);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: saved.id, job_id: active.id });
    expect((await inject('GET', `/api/jobs/${active.id}/is-saved`, opts)).json().data.is_saved).toBe(false);
    const again = await inject('DELETE', `/api/jobs/saved-jobs/job/${active.id}/delete`, opts);
    expect(again.json().code).toBe(40004);
    const anonymous = await inject('DELETE', `/api/jobs/saved-jobs/job/${active.id}/delete`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses visitors with 401 / 40003 and unknown jobs with 40004', async () => {
    for (const [method, url] of [
      ['GET', `/api/jobs/${active.id}/is-saved`],
      ['POST', '/api/jobs/saved-jobs/create'],
      ['DELETE', '/api/jobs/saved-jobs/1/delete'],
      ['GET', '/api/jobs/saved-jobs'],
    ] as const) {
      const res = await inject(method, url, method === 'POST' ? { payload: { job_id: active.id } } : {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(40003);
    }
    const seeker = await signInSeeker(app);
    const unknown = await inject('POST', '/api/jobs/saved-jobs/create', {
      cookies: seeker.cookies,
      payload: { job_id: 2000000000 },
    });
    expect(unknown.json().code).toBe(40004);
    const bad = await inject('GET', '/api/jobs/saved-jobs?sort=7', { cookies: seeker.cookies });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/jobs/{jobId}/report and /view', () => {
  it('records one report per reader, seekers and guests alike', async () => {
    const seeker = await signInSeeker(app);
    const report = (cookies: object, reason: number) =>
      inject('POST', `/api/jobs/${active.id}/report`, { cookies, payload: { report_reason_id: reason } });
    expect((await report(seeker.cookies, 3)).statusCode).toBe(200);
    expect((await report(seeker.cookies, 6)).statusCode).toBe(200);

    const guest = await inject('POST', '/api/authentication/guest/login', {
      payload: { guest_role: 'jobseeker', country_id: 167, language_id: 1, device_uuid: randomUUID() },
    });
    const sessionid = guest.cookies.find((c) => c.name === 'sessionid')?.value ?? '';
    expect((await report({ sessionid }, 1)).statusCode).toBe(200);

    const rows = await app.services.db
      .selectFrom('job_reports')
      .select(['user_id', 'report_reason_id'])
      .where('job_id', '=', active.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { user_id: seeker.userId, report_reason_id: 3 },
      { user_id: null, report_reason_id: 1 },
    ]);
  });

  it('refuses a report without a session, with an unknown reason or for an unknown job', async () => {
    const none = await inject('POST', `/api/jobs/${active.id}/report`, { payload: { report_reason_id: 1 } });
    expect(none.json().code).toBe(40003);
    const seeker = await signInSeeker(app);
    const reason = await inject('POST', `/api/jobs/${active.id}/report`, {
      cookies: seeker.cookies,
      payload: { report_reason_id: 11 },
    });
    expect(reason.statusCode).toBe(422);
    const unknown = await inject('POST', '/api/jobs/2000000000/report', {
      cookies: seeker.cookies,
      payload: { report_reason_id: 1 },
    });
    expect(unknown.json().code).toBe(40004);
  });

  it('records views, with the seeker when signed in', async () => {
    const seeker = await signInSeeker(app);
    expect((await inject('POST', `/api/jobs/${closedId}/view`)).statusCode).toBe(200);
    expect((await inject('POST', `/api/jobs/${closedId}/view`, { cookies: seeker.cookies })).statusCode).toBe(
      200,
    );
    const views = await app.services.db
      .selectFrom('job_views')
      .select('user_id')
      .where('job_id', '=', closedId)
      .orderBy('id')
      .execute();
    expect(views).toEqual([{ user_id: null }, { user_id: seeker.userId }]);
    expect((await inject('POST', '/api/jobs/2000000000/view')).json().code).toBe(40004);
  });
});
