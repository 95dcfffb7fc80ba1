import { randomUUID } from 'node:crypto';
import { configListTypes, editions } from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { cutRedisSubscriptions, namedRedisUrl } from '../../testing/redis-subscriptions';
import { createTestApp, opsAuthorization } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
};

describe('GET /api/config/{type}/list', () => {
  it.each(configListTypes)('answers %s with localised, non-empty content', async (type) => {
    const en = await get(`/api/config/${type}/list?language_code=en`);
    const ja = await get(`/api/config/${type}/list?language_code=ja`);
    expect(en.status).toBe(200);
    expect(en.body.code).toBe(0);
    expect(en.body.data[type].length).toBeGreaterThan(0);
    expect(ja.body.data[type].length).toBe(en.body.data[type].length);
    if (!['social_types', 'currency_lists'].includes(type)) {
      // Some text differs between English and Japanese: the list really is localised.
      expect(JSON.stringify(ja.body.data[type])).not.toBe(JSON.stringify(en.body.data[type]));
    }
  });

  it('gives countries their dial code and whether SMS can be sent there', async () => {
    const { body } = await get('/api/config/country_lists/list?language_code=en');
    const list = body.data.country_lists as {
      key: string;
      code: string;
      is_sms_allowed: boolean;
      id: number;
      value: string;
    }[];
    expect(list.find((c) => c.key === 'ph')).toMatchObject({
      id: 167,
      code: '+63',
      value: 'Philippines',
      is_sms_allowed: true,
    });
    expect(list.find((c) => c.key === 'jp')).toMatchObject({ id: 105, code: '+81', is_sms_allowed: true });
    expect(list.find((c) => c.key === 'fr')).toMatchObject({ code: '+33', is_sms_allowed: false });
    expect(list.length).toBeGreaterThan(200);
  });

  it('lists the locations of the request edition with seo values and the default marked', async () => {
    const { body } = await get('/api/config/location_lists/list?language_code=ja', { 'country-id': '105' });
    const [japan] = body.data.location_lists;
    expect(body.data.location_lists).toHaveLength(1);
    expect(japan.key).toBe('jp');
    expect(japan.locations[0]).toMatchObject({ seo_value: 'tokyo', value: '東京都', is_default: true });
    const others = await get('/api/config/location_lists/list', { 'country-id': '241' });
    expect(others.body.data.location_lists).toHaveLength(editions.length - 1);
  });

  it('serves a real taxonomy: 10+ main functions, 60+ job functions, 400+ function titles', async () => {
    const main = (await get('/api/config/main_functions/list')).body.data.main_functions;
    const functions = (await get('/api/config/job_functions/list')).body.data.job_functions;
    const titles = (await get('/api/config/function_titles/list')).body.data.function_titles;
    expect(main.length).toBeGreaterThanOrEqual(10);
    expect(functions.length).toBeGreaterThanOrEqual(60);
    expect(titles.length).toBeGreaterThanOrEqual(400);
    expect(main[0].sub_function_list[0].job_titles[0]).toHaveProperty('function_title_value');
  });

  it('builds salary range filters from the spec bounds in the edition currency', async () => {
    const { body } = await get('/api/config/salary_range_filters/list?language_code=en', {
      'country-id': '167',
    });
    const list = body.data.salary_range_filters;
    expect(list[0]).toMatchObject({ value: 'Below 30K', from: 0, to: 30000, currency: 'php' });
    expect(list.at(-1)).toMatchObject({ value: 'Above 200K', from: 200001, to: 400000 });
  });

  it('refuses an unknown list type and an unknown language with 422 and code 40001', async () => {
    const unknownType = await get('/api/config/favourite_colours/list');
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.code).toBe(40001);
    const unknownLanguage = await get('/api/config/job_types/list?language_code=xx', { 'language-id': '4' });
    expect(unknownLanguage.status).toBe(422);
    // The answer is in the language of the Language-Id header (4, Japanese).
    expect(unknownLanguage.body.errors.language_code).toEqual([
      translate('ja', 'errors', 'field.unknown_language'),
    ]);
    expect(unknownLanguage.body.message).toBe(translate('ja', 'errors', '40001'));
    expect(unknownLanguage.body.message).not.toBe(translate('en', 'errors', '40001'));
  });
});

describe('GET /api/config/search/job-title-lists', () => {
  it('suggests five function titles matching the query, prefix matches first', async () => {
    const { body } = await get('/api/config/search/job-title-lists?query=developer&size=5');
    expect(body.data).toHaveLength(5);
    for (const s of body.data) expect(s.value.toLowerCase()).toContain('developer');
  });

  it('matches in the language of the request', async () => {
    const { body } = await get('/api/config/search/job-title-lists?query=エンジニア&language_code=ja');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0].value).toContain('エンジニア');
  });
});

describe('GET /api/config/search/website-outage', () => {
  it('is off by default and follows the operations switch', async () => {
    const before = await get('/api/config/search/website-outage?language_code=en');
    expect(before.body.data).toMatchObject({
      is_under_maintenance: false,
      title: 'We are under maintenance.',
    });
    const on = await app.inject({
      method: 'PUT',
      url: '/ops/website-outage',
      headers: opsAuthorization,
      payload: { is_under_maintenance: true },
    });
    expect(on.statusCode).toBe(200);
    const during = await get('/api/config/search/website-outage?language_code=en');
    expect(during.body.data.is_under_maintenance).toBe(true);
    await app.inject({
      method: 'PUT',
      url: '/ops/website-outage',
      headers: opsAuthorization,
      payload: { is_under_maintenance: false },
    });
    expect((await get('/api/config/search/website-outage')).body.data.is_under_maintenance).toBe(false);
  });

  it('refuses the operations switch without the token', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/ops/website-outage',
      payload: { is_under_maintenance: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });
});

describe.skipIf(!process.env.REDIS_URL)(
  'the website outage on a relay whose Redis subscription was lost',
  () => {
    it('is read again from the database once the subscription is back', async () => {
      const name = `outage-test-${randomUUID()}`;
      const relay = await createTestApp({ REDIS_URL: namedRedisUrl(process.env.REDIS_URL ?? '', name) });
      try {
        const outage = async () =>
          (await relay.inject({ method: 'GET', url: '/api/config/search/website-outage' })).json().data
            .is_under_maintenance;
        expect(await outage()).toBe(false);
        // Switched on by another relay while this one's subscription was down: stored, never heard.
        await relay.services.db
          .insertInto('website_outages')
          .values({ is_active: true, ends_at: null })
          .execute();
        expect(await outage()).toBe(false);
        expect(await cutRedisSubscriptions(process.env.REDIS_URL ?? '', name)).toBe(1);
        await expect.poll(outage).toBe(true);
        await relay.services.db
          .insertInto('website_outages')
          .values({ is_active: false, ends_at: null })
          .execute();
      } finally {
        await relay.close();
      }
    });
  },
);

describe('GET /api/config/skill/lists and /geo-location', () => {
  it('lists skills, narrowed by query and job function', async () => {
    const all = (await get('/api/config/skill/lists?language_code=en')).body.data;
    const python = (await get('/api/config/skill/lists?query=python')).body.data;
    expect(all.length).toBeGreaterThan(100);
    expect(python.map((s: { value: string }) => s.value)).toContain('Python');
  });

  it('finds the nearest location to a point and the edition default without one', async () => {
    const manila = (await get('/api/config/geo-location?latitude=14.6&longitude=121.0&language_code=en')).body
      .data;
    expect(manila.country.key).toBe('ph');
    const tokyo = (await get('/api/config/geo-location?country_key=jp&language_code=ja')).body.data;
    expect(tokyo.location).toMatchObject({ seo_value: 'tokyo', value: '東京都' });
    const bad = await get('/api/config/geo-location?latitude=100');
    expect(bad.status).toBe(422);
  });
});
