import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, opsAuthorization } from '../../testing/test-app';
import { dayOf, type TrackingRow } from './tracking-rows';

/**
 * The analytics figures from rows seeded on a day of their own (three days ago: the demo data and
 * the other tests write today), so every count below is exact.
 */
let app: App;
const dayMs = 24 * 3600 * 1000;
const day = dayOf(Date.now() - 3 * dayMs);
const at = `${day}T10:00:00.000Z`;
const sg = 193;

beforeAll(async () => {
  app = await createTestApp();
  const { writer } = app.services.tracking;
  const device = () => randomUUID();
  const event = (name: string, editionId = sg): TrackingRow<'tracking_events'> => ({
    day,
    at,
    edition_id: editionId,
    name,
    user_id: null,
    device_uuid: device(),
    page: 'home',
    props: null,
  });
  writer.add('tracking_events', [
    event('search_click'),
    event('search_click'),
    event('page_view'),
    event('page_view', 105),
  ]);
  const listRow = (list: string, position: number, jobId: number): TrackingRow<'tracking_exposures'> => ({
    day,
    at,
    edition_id: sg,
    query_id: 'q1',
    list,
    job_id: jobId,
    position,
    reco_from: list,
    page: '1',
    sub_page: 'list',
    device: 'web',
    device_uuid: device(),
    jobseeker_id: null,
  });
  // Search: position 1 shown 4 times and clicked twice; position 2 shown 2 times, clicked once.
  writer.add('tracking_exposures', [
    ...[1, 2, 3, 4].map((i) => listRow('search', 1, i)),
    ...[5, 6].map((i) => listRow('search', 2, i)),
    ...[7, 8, 9, 10, 11].map((i) => listRow('similar_jobs', 1, i)),
  ]);
  writer.add('tracking_clicks', [listRow('search', 1, 1), listRow('search', 1, 2), listRow('search', 2, 5)]);
  writer.add(
    'tracking_zero_result_searches',
    ['underwater welder', 'underwater welder', 'astronaut'].map((query) => ({ at, edition_id: sg, query })),
  );
  // Four devices land, three of them click get started.
  const landing = [device(), device(), device(), device()];
  const trace = (uuid: string, userId: number | null): TrackingRow<'tracking_traceability'> => ({
    at,
    side: 'seeker',
    edition_id: sg,
    device_uuid: uuid,
    user_id: userId,
    utm_source: 'google',
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    referrer_host: null,
    landing_path: '/',
  });
  writer.add(
    'tracking_traceability',
    [...landing, landing[0] as string].map((uuid) => trace(uuid, null)),
  );
  writer.add(
    'tracking_get_started',
    landing.slice(0, 3).map((uuid) => ({
      at,
      edition_id: sg,
      device_uuid: uuid,
      user_id: null,
      has_email: true,
      has_phone: false,
    })),
  );
  // Four seekers registered that day, each with a chat. Two came through get started (one of them
  // completed the profile); one skipped it from a landing; one was never tracked (no consent).
  const { db } = app.services;
  const users = await db
    .insertInto('users')
    .values(
      [true, false, true, true].map((completed) => ({
        email: `funnel-${randomUUID()}@example.com`,
        first_name: 'Ana',
        last_name: 'Reyes',
        role: 'jobseeker' as const,
        active_key: 1,
        is_email_verify: true,
        is_mobile_verified: false,
        is_profile_completed: completed,
        country_id: sg,
        created_at: new Date(at),
      })),
    )
    .returning('id')
    .execute();
  writer.add('tracking_traceability', [
    trace(landing[0] as string, users[0]!.id),
    trace(landing[1] as string, users[1]!.id),
    trace(landing[3] as string, users[2]!.id),
  ]);
  await writer.flush();
  const recruiter = await db
    .selectFrom('recruiters')
    .select(['id', 'user_id', 'company_id'])
    .where('user_id', 'is not', null)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chats')
    .values(
      users.map((user) => ({
        jobseeker_id: user.id,
        recruiter_id: recruiter.id,
        recruiter_user_id: recruiter.user_id as number,
        company_id: recruiter.company_id,
        job_id: null,
      })),
    )
    .execute();
  await db
    .insertInto('job_hot_searches')
    .values({
      edition_id: sg,
      language_id: 1,
      query: 'nurse',
      normalized_query: 'nurse',
      job_title_id: null,
      device: 'web',
      page: 'job_search',
      source: 'web',
      user_id: null,
      searcher_key: 'ip:10.0.0.1',
      created_at: new Date(at),
    })
    .execute();
});
afterAll(() => app.close());

const analytics = (query: string, headers = {}) =>
  app.inject({ method: 'GET', url: `/api/ops/analytics?${query}`, headers });

describe('GET /api/ops/analytics', () => {
  it('answers the figures of the seeded day, for one edition', async () => {
    const res = await analytics(`from=${day}&to=${day}&edition=sg`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.events_per_day).toEqual([
      { day, name: 'page_view', count: 1 },
      { day, name: 'search_click', count: 2 },
    ]);
    expect(data.searches_per_day).toEqual([{ day, count: 1 }]);
    expect(data.search_ctr_by_position).toEqual([
      { position: 1, exposures: 4, clicks: 2, rate: 0.5 },
      { position: 2, exposures: 2, clicks: 1, rate: 0.5 },
    ]);
    expect(data.list_ctr).toEqual([
      { list: 'search', exposures: 6, clicks: 3, rate: 0.5 },
      { list: 'similar_jobs', exposures: 5, clicks: 0, rate: 0 },
    ]);
    expect(data.zero_result_queries).toEqual([
      { query: 'underwater welder', count: 2 },
      { query: 'astronaut', count: 1 },
    ]);
    expect(data.funnel).toEqual([
      { step: 'landing', count: 4 },
      { step: 'get_started', count: 3 },
      { step: 'registered', count: 2 },
      { step: 'profile_completed', count: 1 },
      { step: 'first_chat', count: 1 },
    ]);
    expect(data.events_store).toBe('database');
    expect(data.ingestion.written).toBeGreaterThanOrEqual(data.ingestion.accepted - data.ingestion.dropped);
  });

  it('says so when the tracking rows go to ClickHouse, whose figures it does not read', async () => {
    const elsewhere = await createTestApp({ CLICKHOUSE_URL: 'http://127.0.0.1:9/?database=talkhire' });
    try {
      const res = await elsewhere.inject({ method: 'GET', url: `/api/ops/analytics?from=${day}&to=${day}` });
      expect(res.json().data.events_store).toBe('clickhouse');
    } finally {
      await elsewhere.close();
    }
  });

  it('counts every edition without one, and nothing outside the span', async () => {
    const all = (await analytics(`from=${day}&to=${day}`)).json().data;
    expect(all.events_per_day.find((r: { name: string }) => r.name === 'page_view').count).toBe(2);
    const before = dayOf(Date.parse(day) - 10 * dayMs);
    const empty = (await analytics(`from=${before}&to=${before}`)).json().data;
    expect(empty.events_per_day).toEqual([]);
    expect(empty.funnel.every((step: { count: number }) => step.count === 0)).toBe(true);
  });

  it('refuses impossible spans with 422', async () => {
    for (const query of [
      'to=1369-44-33',
      'to=0000-01-01',
      'to=9999-12-31&from=9999-12-30',
      'from=2026-02-31',
      'from=2026-05-01&to=2026-04-01',
      'from=2020-01-01&to=2026-01-01',
      'edition=zz',
      'from=yesterday',
    ])
      expect((await analytics(query)).statusCode, query).toBe(422);
  });
});

describe('GET /api/ops/analytics in production', () => {
  it('needs the ops token', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SEED_JOBS: 0 });
    try {
      const without = await production.inject({ method: 'GET', url: '/api/ops/analytics' });
      expect(without.statusCode).toBe(401);
      expect(without.json().code).toBe(40003);
      const wrong = await production.inject({
        method: 'GET',
        url: '/api/ops/analytics',
        headers: { authorization: 'Bearer not-the-token-at-all-0000' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await production.inject({
        method: 'GET',
        url: '/api/ops/analytics',
        headers: opsAuthorization,
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('is closed to everyone in production without an OPS_TOKEN', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SEED_JOBS: 0, OPS_TOKEN: undefined });
    try {
      const res = await production.inject({
        method: 'GET',
        url: '/api/ops/analytics',
        headers: opsAuthorization,
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });
});
