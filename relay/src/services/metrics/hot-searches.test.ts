import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const headers = (editionId: number) => ({ 'country-id': String(editionId), 'language-id': '1' });
/** A search by a visitor without a session, known by their network address. */
const search = (editionId: number, query: string, address: string, device = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/metrics/job-hot-search',
    headers: { ...headers(editionId), 'x-forwarded-for': address },
    payload: { device, page: 'job_search', source: 'web', query },
  });
const hotTitles = async (editionId: number, size = 10) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/recommendation/hot-job-titles?size=${size}`,
    headers: headers(editionId),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { basis: string; hot_job_titles: { value: string; count: number }[] };
};
/** A word no job or other test uses, so each test sees its own searches only. */
const unique = (word: string) => `${word} ${randomUUID().slice(0, 6)}`;

describe('POST /api/metrics/job-hot-search', () => {
  it('records the search with the edition, language and the signed-in seeker', async () => {
    const seeker = await signInSeeker(app);
    const query = unique('Data  Analyst');
    const res = await app.inject({
      method: 'POST',
      url: '/api/metrics/job-hot-search',
      headers: headers(193),
      cookies: seeker.cookies,
      payload: { device: 'web', page: 'job_search', source: 'web', query, job_title_id: 10101 },
    });
    expect(res.statusCode).toBe(200);
    const row = await app.services.db
      .selectFrom('job_hot_searches')
      .selectAll()
      .where('user_id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      edition_id: 193,
      language_id: 1,
      query,
      normalized_query: query.toLowerCase().replace(/\s+/g, ' '),
      job_title_id: 10101,
      searcher_key: `user:${seeker.userId}`,
    });
  });

  it('refuses bad input with 4xx', async () => {
    const bad = [
      { device: 'web', page: 'job_search', source: 'web' },
      { device: 'web', page: 'job_search', source: 'web', query: '   ' },
      { device: 'web', page: 'job_search', source: 'bot', query: 'nurse' },
      { device: 'web', page: 'job_search', source: 'web', query: 'nurse', job_title_id: 999_999 },
      { device: 'web', page: 'job_search', source: 'web', query: 'x'.repeat(201) },
    ];
    for (const payload of bad) {
      const res = await app.inject({ method: 'POST', url: '/api/metrics/job-hot-search', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });
});

describe('GET /api/recommendation/hot-job-titles', () => {
  it('ranks the titles most people searched, counting a repeating searcher once', async () => {
    const edition = 190;
    const popular = unique('Nurse');
    const repeated = unique('Welder');
    for (let i = 0; i < 3; i++) expect((await search(edition, popular, newAddress())).statusCode).toBe(200);
    // One visitor repeating a search, naming another device each time, is still one person.
    const one = newAddress();
    for (let i = 0; i < 5; i++) await search(edition, repeated, one);
    const hot = await hotTitles(edition, 5);
    expect(hot.basis).toBe('searches');
    const values = hot.hot_job_titles.map((t) => t.value);
    expect(values.indexOf(popular)).toBeLessThan(values.indexOf(repeated));
    expect(hot.hot_job_titles.find((t) => t.value === popular)?.count).toBe(3);
    expect(hot.hot_job_titles.find((t) => t.value === repeated)?.count).toBe(1);
    // The searched titles come first, the catalogue fills the rest.
    expect(hot.hot_job_titles).toHaveLength(5);
  });

  it('falls back to the titles of the most viewed jobs, then the most posted ones', async () => {
    const { db } = app.services;
    // An edition nobody searched and none of whose jobs were viewed (other suites share the database).
    const quiet = await db
      .selectFrom('jobs as j')
      .where('j.status', '=', 'active')
      .where('j.edition_id', 'not in', db.selectFrom('job_hot_searches').select('edition_id'))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('job_views as v')
              .innerJoin('jobs as vj', 'vj.id', 'v.job_id')
              .whereRef('vj.edition_id', '=', 'j.edition_id')
              .select('v.id'),
          ),
        ),
      )
      .where('j.edition_id', '<>', 241)
      .select('j.edition_id')
      .executeTakeFirstOrThrow();
    const edition = quiet.edition_id;
    expect((await hotTitles(edition)).basis).toBe('catalogue');
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'title'])
      .where('edition_id', '=', edition)
      .where('status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await app.inject({ method: 'POST', url: `/api/jobs/${job.id}/view` });
    const hot = await hotTitles(edition, 5);
    expect(hot.basis).toBe('views');
    expect(hot.hot_job_titles[0]?.value).toBe(job.title);
    expect(hot.hot_job_titles).toHaveLength(5);
  });

  it('refuses a bad size', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/recommendation/hot-job-titles?size=0' });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/jobs/related-searches', () => {
  it('offers what the same people searched, then job titles containing the query', async () => {
    const edition = 167;
    const query = unique('Teacher');
    const often = unique('Tutor');
    const once = unique('Librarian');
    const [a, b] = [newAddress(), newAddress()];
    await search(edition, query, a);
    await search(edition, often, a);
    await search(edition, query, b);
    await search(edition, often, b);
    await search(edition, once, b);
    // Someone else's search is not related: they never searched the query.
    await search(edition, unique('Chef'), newAddress());
    const res = await app.inject({
      method: 'GET',
      url: `/api/jobs/related-searches?query=${encodeURIComponent(query.toUpperCase())}`,
      headers: headers(edition),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.related_searches.map((r: { value: string }) => r.value)).toEqual([often, once]);
  });

  it('names job titles of the edition that contain the words', async () => {
    const { db } = app.services;
    const job = await db
      .selectFrom('jobs')
      .select('title')
      .where('edition_id', '=', 167)
      .where('status', '=', 'active')
      .where('language', '=', 'en')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = job.title.split(' ').at(-1) ?? '';
    const res = await app.inject({
      method: 'GET',
      url: `/api/jobs/related-searches?query=${encodeURIComponent(word)}&size=20`,
      headers: headers(167),
    });
    const values: string[] = res.json().data.related_searches.map((r: { value: string }) => r.value);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value.toLowerCase()).toContain(word.toLowerCase());
    expect(values.map((v) => v.toLowerCase())).not.toContain(word.toLowerCase());
  });

  it('refuses a missing query', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/jobs/related-searches' })).statusCode).toBe(422);
  });
});
