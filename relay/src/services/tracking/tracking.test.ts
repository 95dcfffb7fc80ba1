import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const headers = { 'country-id': '193', 'language-id': '1' };
const event = (device: string, overrides: Record<string, unknown> = {}) => ({
  name: 'search_click',
  at: Date.now(),
  device_uuid: device,
  page: 'job_search',
  props: { list: 'search', position: 3 },
  ...overrides,
});
const post = (url: string, payload: unknown, extra: Record<string, string> = {}, cookies = {}) =>
  app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload: payload as object, cookies });
const eventsOf = (device: string) =>
  app.services.db.selectFrom('tracking_events').selectAll().where('device_uuid', '=', device).execute();

describe('POST /api/logs/report/events', () => {
  it('answers 204 at once and the rows appear after the flush', async () => {
    const device = randomUUID();
    const res = await post('/api/logs/report/events', {
      country_id: 193,
      events: [event(device), event(device, { name: 'page_view', props: undefined })],
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await app.services.tracking.writer.flush();
    const rows = await eventsOf(device);
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'search_click']);
    const click = rows.find((r) => r.name === 'search_click');
    expect(click).toMatchObject({ edition_id: 193, page: 'job_search', user_id: null });
    expect(click?.props).toEqual({ list: 'search', position: 3 });
    expect(click?.day).toBeTruthy();
  });

  it('rejects bad events one by one and keeps the rest', async () => {
    const device = randomUUID();
    const before = app.services.tracking.writer.counters.rejected;
    const res = await post('/api/logs/report/events', {
      country_id: 193,
      events: [
        event(device),
        event(device, { name: 'not_an_event' }),
        // A URL with a typed query is not a page name.
        event(device, { page: '/jobs?q=my name' }),
        event(device, { at: Date.now() - 30 * 24 * 3600 * 1000 }),
        event(device, { props: { note: 'free text typed by someone' } }),
        event(device, { name: 'banner_click' }),
      ],
    });
    expect(res.statusCode).toBe(204);
    await app.services.tracking.writer.flush();
    expect((await eventsOf(device)).map((r) => r.name).sort()).toEqual(['banner_click', 'search_click']);
    expect(app.services.tracking.writer.counters.rejected - before).toBe(4);
  });

  it('refuses a report with no valid event (422 / 40001) and a broken report shape', async () => {
    const device = randomUUID();
    const none = await post('/api/logs/report/events', {
      country_id: 193,
      events: [event(device, { name: 'nope' })],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe(40001);
    const tooMany = await post('/api/logs/report/events', {
      country_id: 193,
      events: Array.from({ length: 101 }, () => event(device)),
    });
    expect(tooMany.statusCode).toBe(422);
    const unknownEdition = await post('/api/logs/report/events', { country_id: 1, events: [event(device)] });
    expect(unknownEdition.statusCode).toBe(422);
  });

  it('reads a JSON body sent as text/plain (sendBeacon) and answers broken JSON with 400', async () => {
    const device = randomUUID();
    const res = await post(
      '/api/logs/report/events',
      JSON.stringify({ country_id: 193, events: [event(device)] }),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(res.statusCode).toBe(204);
    await app.services.tracking.writer.flush();
    expect(await eventsOf(device)).toHaveLength(1);
    const broken = await post('/api/logs/report/events', '{"country_id":', {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe(40001);
    const poisoned = await post(
      '/api/logs/report/events',
      `{"country_id":193,"__proto__":{"admin":true},"events":[${JSON.stringify(event(device))}]}`,
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(poisoned.statusCode).toBe(400);
  });

  it('takes the user from the session, never from the body', async () => {
    const seeker = await signInSeeker(app);
    const device = randomUUID();
    await post(
      '/api/logs/report/events',
      { country_id: 193, events: [event(device, { user_id: 999_999 })] },
      {},
      seeker.cookies,
    );
    const stranger = randomUUID();
    await post('/api/logs/report/events', {
      country_id: 193,
      events: [event(stranger, { user_id: 999_999 })],
    });
    await app.services.tracking.writer.flush();
    expect((await eventsOf(device))[0]?.user_id).toBe(seeker.userId);
    expect((await eventsOf(stranger))[0]?.user_id).toBeNull();
  });

  it('caps reports per device with 429 and retry_after', async () => {
    const device = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1)
      statuses.push(
        (await post('/api/logs/report/events', { country_id: 193, events: [event(device)] })).statusCode,
      );
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    const refused = await post('/api/logs/report/events', { country_id: 193, events: [event(device)] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(40006);
    expect(refused.json().data.retry_after).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another device is not affected.
    expect(
      (await post('/api/logs/report/events', { country_id: 193, events: [event(randomUUID())] })).statusCode,
    ).toBe(204);
  });

  it('/api/app/upload_web_events takes the same events, the edition from Country-Id', async () => {
    const device = randomUUID();
    const res = await post('/api/app/upload_web_events', { events: [event(device), { name: 'x' }] });
    expect(res.statusCode).toBe(204);
    await app.services.tracking.writer.flush();
    expect((await eventsOf(device)).map((r) => r.edition_id)).toEqual([193]);
  });
});

describe('exposures and clicks', () => {
  const context = (device: string, queryId: string) => ({
    query_id: queryId,
    timestamp: Date.now(),
    reco_from: 'search',
    page: 1,
    sub_page: 'list',
    device: 'web',
    device_uuid: device,
    jobseeker_id: null,
    list: 'search',
  });

  it('stores one exposure row per job with its position, and the click', async () => {
    const device = randomUUID();
    const queryId = randomUUID();
    const expose = await post('/api/logs/report/expose', {
      data: { ...context(device, queryId), job_ids: [11, 12, 13] },
      from: 1,
    });
    expect(expose.statusCode).toBe(204);
    const placed = await post(
      '/api/logs/report/expose',
      JSON.stringify({
        data: { ...context(device, queryId), job_ids: [21, 22], positions: [21, 22] },
        from: 1,
      }),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(placed.statusCode).toBe(204);
    const click = await post('/api/logs/report/click', {
      data: { ...context(device, queryId), job_id: 12, position: 2 },
      from: 1,
    });
    expect(click.statusCode).toBe(204);
    await app.services.tracking.writer.flush();
    const exposures = await app.services.db
      .selectFrom('tracking_exposures')
      .select(['job_id', 'position', 'list', 'query_id'])
      .where('device_uuid', '=', device)
      .orderBy('job_id')
      .execute();
    expect(exposures.map((r) => [r.job_id, r.position])).toEqual([
      [11, 1],
      [12, 2],
      [13, 3],
      [21, 21],
      [22, 22],
    ]);
    const clicks = await app.services.db
      .selectFrom('tracking_clicks')
      .selectAll()
      .where('device_uuid', '=', device)
      .execute();
    expect(clicks).toMatchObject([{ job_id: 12, position: 2, query_id: queryId, list: 'search' }]);
  });

  it("keeps the exposures of a list with no sub-page (home's sections send an empty one)", async () => {
    const device = randomUUID();
    const expose = await post('/api/logs/report/expose', {
      data: { ...context(device, randomUUID()), list: 'home_hot', sub_page: '', job_ids: [31, 32] },
      from: 1,
    });
    expect(expose.statusCode).toBe(204);
    await app.services.tracking.writer.flush();
    const kept = await app.services.db
      .selectFrom('tracking_exposures')
      .select('job_id')
      .where('device_uuid', '=', device)
      .execute();
    expect(kept).toHaveLength(2);
  });

  it('refuses positions that do not match the job ids, and from other than 1', async () => {
    const device = randomUUID();
    const res = await post('/api/logs/report/expose', {
      data: { ...context(device, 'q1'), job_ids: [1, 2], positions: [1] },
      from: 1,
    });
    expect(res.statusCode).toBe(422);
    const from = await post('/api/logs/report/click', {
      data: { ...context(device, 'q1'), job_id: 1, position: 1 },
      from: 2,
    });
    expect(from.statusCode).toBe(422);
  });
});

describe('records', () => {
  it('popup records: shown twice and closed, listed per device', async () => {
    const device = randomUUID();
    for (const action of ['shown', 'closed', 'shown'])
      expect(
        (await post('/api/popup-window/record', { popup_key: 'app_download', action, device_uuid: device }))
          .statusCode,
      ).toBe(204);
    await app.services.tracking.writer.flush();
    const res = await app.inject({
      method: 'GET',
      url: `/api/popup-window/record/list?device_uuid=${device}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const [record] = res.json().data;
    expect(record).toMatchObject({ popup_key: 'app_download', times_shown: 2 });
    expect(Date.parse(record.last_shown_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('get-started keeps whether an email or phone was given, never them', async () => {
    const device = randomUUID();
    const res = await post('/api/click/get-started-record', {
      device_id: device,
      email: 'maria@example.com',
    });
    expect(res.statusCode).toBe(204);
    await app.services.tracking.writer.flush();
    const row = await app.services.db
      .selectFrom('tracking_get_started')
      .selectAll()
      .where('device_uuid', '=', device)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ has_email: true, has_phone: false, edition_id: 193 });
    expect(JSON.stringify(row)).not.toContain('maria');
  });

  it('traceability keeps the referrer host only; log_google_utm is the Boss side', async () => {
    const device = randomUUID();
    const res = await post('/api/user/destination/traceability', {
      utm_source: 'google',
      utm_campaign: 'autumn',
      referrer: 'https://www.google.com/search?q=maria+santos+resume',
      landing_path: '/jobs',
      device_uuid: device,
    });
    expect(res.statusCode).toBe(204);
    const boss = await post('/api/log_google_utm', { utm_source: 'google', device_uuid: device });
    expect(boss.statusCode).toBe(204);
    const query = await post('/api/user/destination/traceability', {
      landing_path: '/jobs?q=secret',
      device_uuid: device,
    });
    expect(query.statusCode).toBe(422);
    await app.services.tracking.writer.flush();
    const rows = await app.services.db
      .selectFrom('tracking_traceability')
      .selectAll()
      .where('device_uuid', '=', device)
      .orderBy('side', 'desc')
      .execute();
    expect(rows).toMatchObject([
      {
        side: 'seeker',
        utm_source: 'google',
        utm_campaign: 'autumn',
        referrer_host: 'www.google.com',
        landing_path: '/jobs',
      },
      { side: 'boss', utm_source: 'google', referrer_host: null },
    ]);
  });

  it('redirect_condition: an open job leads to its page, an unknown one nowhere', async () => {
    const job = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const open = await app.inject({
      method: 'GET',
      url: `/api/web/jobseeker/redirect_condition?job_id=${job.id}`,
    });
    expect(open.json().data).toEqual({ redirect: 'job', job_id: job.id });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/web/jobseeker/redirect_condition?job_id=2000000000',
    });
    expect(unknown.json().data).toEqual({ redirect: 'none', job_id: null });
    const bad = await app.inject({ method: 'GET', url: '/api/web/jobseeker/redirect_condition?job_id=abc' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('searches that find nothing', () => {
  it('the job search records the normalised query of an empty first page, and only that', async () => {
    const word = `Zyxwv${randomUUID().slice(0, 8)}`;
    const res = await app.inject({
      method: 'GET',
      url: `/api/jobs/search?query=${encodeURIComponent(`  ${word}   Welder `)}&page=1&size=10`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total_num).toBe(0);
    const found = await app.inject({ method: 'GET', url: '/api/jobs/search?page=1&size=10', headers });
    expect(found.json().data.total_num).toBeGreaterThan(0);
    await app.services.tracking.writer.flush();
    const rows = await app.services.db
      .selectFrom('tracking_zero_result_searches')
      .select(['query', 'edition_id'])
      .where('query', 'like', `${word.toLowerCase()}%`)
      .execute();
    expect(rows).toEqual([{ query: `${word.toLowerCase()} welder`, edition_id: 193 }]);
  });
});
