import { randomUUID } from 'node:crypto';
import { cookieLifetimeMs } from '@talkhire/config';
import { locationsOf } from '@talkhire/config/lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { hashToken, newToken } from '../../http/session-tokens';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { createTestCompany, type TestCompany, testEditionId } from './company-testkit';

let app: App;
const headers = { 'country-id': String(testEditionId), 'language-id': '1' };
const get = (url: string, cookies?: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers, cookies });
const post = (url: string, payload: object, cookies?: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers, payload, cookies });
const del = (url: string, cookies?: Record<string, string>) =>
  app.inject({ method: 'DELETE', url, headers, cookies });

/** A guest session as every visitor gets on arrival (spec §4). */
async function guestCookies() {
  const token = newToken();
  await app.services.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: null,
      role: 'guest',
      device_uuid: null,
      device_name: 'test',
      device_type: 'web',
      fcm_token_web: null,
      country_id: testEditionId,
      language_id: 1,
      expires_at: new Date(Date.now() + cookieLifetimeMs),
    })
    .execute();
  return { sessionid: token };
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/companies/{id}', () => {
  it('answers the Overview, Life and About fields with labels and business information', async () => {
    const company = await createTestCompany(app, { jobs: 3, industryId: 2 });
    const res = await get(`/api/companies/${company.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id: company.id,
      name: company.name,
      legal_name: `${company.name} Inc.`,
      country_id: testEditionId,
      active_job_count: 3,
      remote_job_count: 0,
      recruiter_count: 1,
      is_blocked: false,
      business: {
        registration_number: '2010-0001',
        registered_capital: 1_000_000,
        currency: 'php',
        ceo_name: 'Ana Reyes',
        operating_status: 'operating',
      },
    });
    expect(detail.industry.value).not.toBe('');
    expect(detail.benefits.map((b: { id: number }) => b.id)).toEqual([1, 2]);
    expect(detail.cultures[0].value).not.toBe('');
  });

  it('gives seeded companies business information drawn for their edition', async () => {
    const seeded = await app.services.db
      .selectFrom('companies')
      .select('id')
      .where('edition_id', '=', testEditionId)
      .where('name', 'not like', 'Testco %')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { business } = (await get(`/api/companies/${seeded.id}`)).json().data;
    expect(business.registration_number).toMatch(/^\d{12}$/);
    expect(business.registered_capital).toBeGreaterThan(0);
    expect(business.currency).toBe('php');
    expect(business.ceo_name).toMatch(/\S+ \S+/);
  });

  it("shows no 7-day response rate until its recruiters' chats give one, whatever the seeded figures say", async () => {
    const company = await createTestCompany(app, { jobs: 3, responseRate: 90 });
    expect((await get(`/api/companies/${company.id}`)).json().data.response_rate_7d).toBeNull();
  });

  it("measures the 7-day response rate and the Boss's reply time from the company's chats", async () => {
    const company = await createTestCompany(app, { responseRate: 90, jobs: 1 });
    const { db } = app.services;
    const { id: bossId } = await db
      .insertInto('users')
      .values({
        email: `boss-${company.id}@example.com`,
        first_name: 'Jo',
        last_name: 'Cruz',
        role: 'recruiter',
        active_key: 1,
        is_email_verify: true,
        is_mobile_verified: false,
        is_profile_completed: true,
        country_id: testEditionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('recruiters')
      .set({ user_id: bossId })
      .where('id', '=', company.recruiterId)
      .execute();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    // [seeker wrote, Boss answered] in days ago; the last is too young to judge unanswered.
    const chats: [number, number | null][] = [
      [10, 9],
      [10, 9.5],
      [20, 15],
      [30, 29],
      [10, 1],
      [12, null],
      [2, null],
    ];
    for (const [asked, answered] of chats) {
      const seeker = await signInSeeker(app);
      const { id: chatId } = await db
        .insertInto('chats')
        .values({
          jobseeker_id: seeker.userId,
          recruiter_id: company.recruiterId,
          recruiter_user_id: bossId,
          job_id: null,
          company_id: company.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Messages alone in the chat's log: its n-th message at position n.
      let seq = 0;
      const message = (sender: number, at: Date) => ({
        chat_id: chatId,
        chat_seq: ++seq,
        sender_user_id: sender,
        client_id: randomUUID(),
        event_seq: seq,
        kind: 'text' as const,
        body: JSON.stringify({ kind: 'text', text: 'hello' }),
        created_at: at,
      });
      await db
        .insertInto('chat_messages')
        .values(message(seeker.userId, daysAgo(asked)))
        .execute();
      if (answered !== null)
        await db
          .insertInto('chat_messages')
          .values(message(bossId, daysAgo(answered)))
          .execute();
      await db
        .updateTable('chats')
        .set({ last_chat_seq: seq, last_event_seq: seq })
        .where('id', '=', chatId)
        .execute();
    }
    // Six to judge (answered in time: 4; late: 10→1 days; never: 12), the 2-day-old one waits.
    expect((await get(`/api/companies/${company.id}`)).json().data.response_rate_7d).toBe(67);
    // The Boss's own figures on the job page: the same rate, and the median first reply (one day).
    const job = (await get(`/api/jobs/${company.jobIds[0]}/static`)).json().data;
    expect(job.recruiter).toMatchObject({ response_rate: 67, reply_minutes: 1440 });
  });

  it('refuses an unknown id with 404 / 40004 and a malformed one with 422 / 40001', async () => {
    const unknown = await get('/api/companies/2147483000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(40004);
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await get(`/api/companies/${bad}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });
});

describe('company search and suggestions', () => {
  it('finds companies of the edition by display or legal name, hiring ones first, a page at a time', async () => {
    const hiring = await createTestCompany(app, { jobs: 2 });
    const res = await get(`/api/companies/search?query=${encodeURIComponent(hiring.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companies.map((c: { id: number }) => c.id)).toEqual([hiring.id]);
    const legal = await get(`/api/companies/search?query=${encodeURIComponent(`${hiring.name} Inc`)}`);
    expect(legal.json().data.companies[0].id).toBe(hiring.id);

    const all = (await get('/api/companies/search?query=Testco&size=2')).json().data;
    expect(all.companies).toHaveLength(2);
    expect(all.total_pages).toBe(Math.ceil(all.total_num / 2));
    expect(all.companies[0].active_job_count).toBeGreaterThanOrEqual(all.companies[1].active_job_count);
    const second = (await get('/api/companies/search?query=Testco&size=2&page=2')).json().data;
    expect(second.companies[0].id).not.toBe(all.companies[0].id);
  });

  it('suggests company names, alone and together with job titles', async () => {
    const company = await createTestCompany(app, { jobs: 1 });
    const alone = await get(`/api/companies/search-suggestion?query=${encodeURIComponent(company.name)}`);
    expect(alone.json().data).toEqual([{ id: company.id, name: company.name, logo_color: '#1E88E5' }]);
    const combined = await get(
      `/api/companies/combined_search_suggestion?query=${encodeURIComponent('account')}`,
    );
    expect(combined.statusCode).toBe(200);
    expect(combined.json().data.job_titles.length).toBeGreaterThan(0);
    expect(Array.isArray(combined.json().data.companies)).toBe(true);
  });

  it('lists featured companies: verified, most active jobs first', async () => {
    const res = await get('/api/companies/featured-companies?size=5');
    const companies = res.json().data.companies;
    expect(companies.length).toBeGreaterThan(0);
    for (const c of companies) expect(c.is_verified).toBe(true);
    const counts = companies.map((c: { active_job_count: number }) => c.active_job_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('finds a company by legal or display name for the Block Company tab', async () => {
    const company = await createTestCompany(app);
    const res = await get(
      `/api/companies/search-company-by-legal-name-displany-name?company_name=${encodeURIComponent(`${company.name} Inc.`)}`,
    );
    expect(res.json().data.companies.map((c: { id: number }) => c.id)).toEqual([company.id]);
  });

  it('refuses empty or oversized input with 422 / 40001', async () => {
    for (const url of [
      '/api/companies/search-suggestion?query=',
      '/api/companies/search-suggestion',
      '/api/companies/combined_search_suggestion?query=%20',
      '/api/companies/search-company-by-legal-name-displany-name',
      '/api/companies/search?size=0',
      '/api/companies/search?page=x',
      `/api/companies/search?query=${'a'.repeat(101)}`,
      '/api/companies/featured-companies?size=99',
      '/api/companies/search?unknown=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });
});

describe('GET /api/companies/{companyId}/similar-companies', () => {
  it('lists companies of the same edition and industry, nearest size first, never itself', async () => {
    const industryId = 7;
    const company = await createTestCompany(app, { industryId, sizeId: 4, jobs: 1 });
    const near = await createTestCompany(app, { industryId, sizeId: 5, jobs: 1 });
    const far = await createTestCompany(app, { industryId, sizeId: 1, jobs: 1 });
    const res = await get(`/api/companies/${company.id}/similar-companies?size=30`);
    const ids = res.json().data.companies.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(company.id);
    expect(ids.indexOf(near.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
    for (const c of res.json().data.companies) expect(c.industry.id).toBe(industryId);
    expect((await get('/api/companies/2147483000/similar-companies')).statusCode).toBe(404);
  });
});

describe('GET /api/companies/{id}/jobs', () => {
  let company: TestCompany;
  const [here, there] = locationsOf('ph').map((l) => l.id);
  beforeAll(async () => {
    company = await createTestCompany(app, {
      jobs: 12,
      title: 'Okapi groomer',
      locationIds: [here!, there!],
    });
    await app.services.db
      .updateTable('jobs')
      .set({ title: 'Night auditor' })
      .where('id', '=', company.jobIds[0]!)
      .execute();
  });

  it('lists its active jobs newest first, a page at a time, with the places they are in', async () => {
    const first = (await get(`/api/companies/${company.id}/jobs?size=5`)).json().data;
    expect(first.total_num).toBe(12);
    expect(first.total_pages).toBe(3);
    expect(first.jobs.map((j: { id: number }) => j.id)).toEqual(company.jobIds.slice(0, 5));
    const third = (await get(`/api/companies/${company.id}/jobs?size=5&page=3`)).json().data;
    expect(third.jobs.map((j: { id: number }) => j.id)).toEqual(company.jobIds.slice(10));
    expect(first.locations.map((l: { id: number }) => l.id).sort()).toEqual([here, there].sort());
  });

  it('searches by title words and by location', async () => {
    const byTitle = (await get(`/api/companies/${company.id}/jobs?query=groomer%20okapi`)).json().data;
    expect(byTitle.total_num).toBe(11);
    const night = (await get(`/api/companies/${company.id}/jobs?query=auditor`)).json().data;
    expect(night.jobs.map((j: { id: number }) => j.id)).toEqual([company.jobIds[0]]);
    const inOne = (await get(`/api/companies/${company.id}/jobs?location_id=${there}&size=50`)).json().data;
    expect(inOne.total_num).toBe(6);
    for (const j of inOne.jobs) expect(j.location.id).toBe(there);
  });

  it('lists remote jobs alone for the Remote Jobs tab', async () => {
    const remote = await createTestCompany(app, { jobs: 2, remote: true });
    expect((await get(`/api/companies/${remote.id}/jobs?remote=1`)).json().data.total_num).toBe(2);
    expect((await get(`/api/companies/${company.id}/jobs?remote=1`)).json().data.total_num).toBe(0);
  });

  it('refuses unknown companies and bad parameters', async () => {
    expect((await get('/api/companies/2147483000/jobs')).statusCode).toBe(404);
    expect((await get(`/api/companies/${company.id}/jobs?size=500`)).statusCode).toBe(422);
    expect((await get(`/api/companies/${company.id}/jobs?remote=maybe`)).statusCode).toBe(422);
  });
});

describe('blocking a company', () => {
  it('blocks, lists and unblocks; signed-in seekers only', async () => {
    const seeker = await signInSeeker(app);
    const company = await createTestCompany(app, { jobs: 1 });
    expect(
      (await post('/api/companies/blacklist-companies/create', { company_id: company.id })).statusCode,
    ).toBe(401);
    const created = await post(
      '/api/companies/blacklist-companies/create',
      { company_id: company.id },
      seeker.cookies,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().data.company.id).toBe(company.id);
    // Blocking twice keeps one block.
    await post('/api/companies/blacklist-companies/create', { company_id: company.id }, seeker.cookies);
    const list = (await get('/api/companies/blacklist-companies', seeker.cookies)).json().data;
    expect(list.blocked_companies.map((b: { company: { id: number } }) => b.company.id)).toEqual([
      company.id,
    ]);

    const removed = await del(`/api/companies/${company.id}/blacklist-companies/delete`, seeker.cookies);
    expect(removed.statusCode).toBe(200);
    expect(
      (await get('/api/companies/blacklist-companies', seeker.cookies)).json().data.blocked_companies,
    ).toEqual([]);
    const again = await del(`/api/companies/${company.id}/blacklist-companies/delete`, seeker.cookies);
    expect(again.statusCode).toBe(404);
    expect((await get('/api/companies/blacklist-companies')).statusCode).toBe(401);
  });

  it('refuses unknown companies and bad bodies', async () => {
    const seeker = await signInSeeker(app);
    const unknown = await post(
      '/api/companies/blacklist-companies/create',
      { company_id: 2147483000 },
      seeker.cookies,
    );
    expect(unknown.statusCode).toBe(404);
    for (const body of [{}, { company_id: 'x' }, { company_id: 1, extra: 1 }]) {
      const res = await post('/api/companies/blacklist-companies/create', body, seeker.cookies);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });

  it("hides the blocked company's jobs from this seeker's search, similar jobs and company pages, not from others", async () => {
    const seeker = await signInSeeker(app);
    const other = await signInSeeker(app);
    const company = await createTestCompany(app, { jobs: 2, title: 'Capybara trainer' });
    const template = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('edition_id', '=', testEditionId)
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const searchIds = async (cookies: Record<string, string>) =>
      (await get(`/api/jobs/search?company_ids=${company.id}`, cookies))
        .json()
        .data.jobs.map((j: { id: number }) => j.id);
    const similarIds = async (cookies: Record<string, string>) =>
      (await get(`/api/jobs/similar?job_id=${template.id}&size=30`, cookies))
        .json()
        .data.jobs.map((j: { id: number }) => j.id);
    const companySearch = async (cookies: Record<string, string>) =>
      (await get(`/api/companies/search?query=${encodeURIComponent(company.name)}`, cookies)).json().data
        .total_num;

    expect((await searchIds(seeker.cookies)).sort()).toEqual([...company.jobIds].sort());
    expect(await similarIds(seeker.cookies)).toEqual(expect.arrayContaining(company.jobIds));
    await post('/api/companies/blacklist-companies/create', { company_id: company.id }, seeker.cookies);

    expect(await searchIds(seeker.cookies)).toEqual([]);
    expect(await similarIds(seeker.cookies)).not.toEqual(expect.arrayContaining([company.jobIds[0]]));
    expect(await companySearch(seeker.cookies)).toBe(0);
    const suggestion = await get(
      `/api/companies/search-suggestion?query=${encodeURIComponent(company.name)}`,
      seeker.cookies,
    );
    expect(suggestion.json().data).toEqual([]);
    const detail = (await get(`/api/companies/${company.id}`, seeker.cookies)).json().data;
    expect(detail.is_blocked).toBe(true);
    expect((await get(`/api/companies/${company.id}/jobs`, seeker.cookies)).json().data.total_num).toBe(0);

    // Another seeker still sees everything.
    expect((await searchIds(other.cookies)).sort()).toEqual([...company.jobIds].sort());
    expect(await companySearch(other.cookies)).toBe(1);
    expect((await get(`/api/companies/${company.id}/jobs`, other.cookies)).json().data.total_num).toBe(2);

    await del(`/api/companies/${company.id}/blacklist-companies/delete`, seeker.cookies);
    expect((await searchIds(seeker.cookies)).sort()).toEqual([...company.jobIds].sort());
  });
});

describe('reporting a company', () => {
  it('records one report per reader; a repeat keeps the first', async () => {
    const company = await createTestCompany(app);
    const seeker = await signInSeeker(app);
    const first = await post(`/api/companies/${company.id}/report`, { report_reason_id: 2 }, seeker.cookies);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ company_id: company.id, report_reason_id: 2, first_report: true });
    const again = await post(`/api/companies/${company.id}/report`, { report_reason_id: 3 }, seeker.cookies);
    expect(again.json().data.first_report).toBe(false);
    const guest = await post(
      `/api/companies/${company.id}/report`,
      { report_reason_id: 1 },
      await guestCookies(),
    );
    expect(guest.json().data.first_report).toBe(true);
    const rows = await app.services.db
      .selectFrom('company_reports')
      .select(['report_reason_id', 'user_id'])
      .where('company_id', '=', company.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { report_reason_id: 2, user_id: seeker.userId },
      { report_reason_id: 1, user_id: null },
    ]);
  });

  it('refuses reasons outside report_company_reasons, readers without a session and unknown companies', async () => {
    const company = await createTestCompany(app);
    const seeker = await signInSeeker(app);
    const badReason = await post(
      `/api/companies/${company.id}/report`,
      { report_reason_id: 9 },
      seeker.cookies,
    );
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json().code).toBe(40001);
    expect((await post(`/api/companies/${company.id}/report`, {}, seeker.cookies)).statusCode).toBe(422);
    expect((await post(`/api/companies/${company.id}/report`, { report_reason_id: 1 })).statusCode).toBe(401);
    expect(
      (await post('/api/companies/2147483000/report', { report_reason_id: 1 }, seeker.cookies)).statusCode,
    ).toBe(404);
  });
});

describe("'People also viewed'", () => {
  it('lists the companies viewers of this one also viewed, most shared viewers first', async () => {
    const [a, b, c] = [
      await createTestCompany(app),
      await createTestCompany(app),
      await createTestCompany(app),
    ];
    const viewers = [await guestCookies(), await guestCookies(), (await signInSeeker(app)).cookies];
    for (const v of viewers) await post(`/api/companies/${a.id}/view`, {}, v);
    for (const v of viewers) await post(`/api/companies/${b.id}/view`, {}, v);
    await post(`/api/companies/${c.id}/view`, {}, viewers[0]);

    const res = await get(`/api/companies/${a.id}/people-also-viewed`);
    expect(res.json().data.companies.map((x: { id: number }) => x.id)).toEqual([b.id, c.id]);
    // A reader's own views are not 'people'.
    const own = await get(`/api/companies/${a.id}/people-also-viewed`, viewers[0]);
    expect(own.json().data.companies.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect((await post('/api/companies/2147483000/view', {})).statusCode).toBe(404);
  });
});
