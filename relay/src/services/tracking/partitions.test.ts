import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { applyRetention, daysAround, ensureDayPartitions, partitionsOf } from './partitions';
import { dayOf, type TrackingRow } from './tracking-rows';

/**
 * The store's upkeep. On PostgreSQL (the services suite) the high-volume tables are partitioned
 * by day: partitions are made ahead and whole old ones dropped. On PGlite they are plain tables
 * and the same retention deletes rows.
 */
let app: App;
const dayMs = 24 * 3600 * 1000;
const clock = { now: new Date() };
beforeAll(async () => {
  app = await createTestApp({}, { now: () => clock.now });
});
afterAll(() => app.close());

const event = (day: string): TrackingRow<'tracking_events'> => ({
  day,
  at: `${day}T12:00:00.000Z`,
  edition_id: 193,
  name: 'page_view',
  user_id: null,
  device_uuid: randomUUID(),
  page: 'home',
  props: null,
});
const countOn = async (day: string) => {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from tracking_events where day = ${day}::date`.execute(app.services.db);
  return Number(rows[0]?.n);
};

describe('tracking retention', () => {
  it('keeps the retention window and removes what is older', async () => {
    const { db, tracking } = app.services;
    const now = new Date();
    const old = dayOf(now.getTime() - 100 * dayMs);
    const recent = dayOf(now.getTime() - 2 * dayMs);
    if (tracking.partitioned) await ensureDayPartitions(db, [old]);
    tracking.writer.add('tracking_events', [event(old), event(recent)]);
    tracking.writer.add('tracking_zero_result_searches', [
      { at: `${old}T12:00:00.000Z`, edition_id: 193, query: 'old' },
    ]);
    await tracking.writer.flush();
    expect(await countOn(old)).toBe(1);

    const result = await applyRetention(db, { partitioned: tracking.partitioned, retentionDays: 90, now });
    expect(await countOn(old)).toBe(0);
    expect(await countOn(recent)).toBe(1);
    const zero = await db
      .selectFrom('tracking_zero_result_searches')
      .select('query')
      .where('query', '=', 'old')
      .execute();
    expect(zero).toEqual([]);
    if (tracking.partitioned) {
      expect(result.droppedPartitions).toContain(`tracking_events_p${old.replaceAll('-', '')}`);
      expect(await partitionsOf(db, 'tracking_events')).not.toContain(
        `tracking_events_p${old.replaceAll('-', '')}`,
      );
    } else {
      expect(result.deletedRows).toBeGreaterThanOrEqual(2);
    }
  });

  it('is run by the scheduler once an hour across relays (the hour is claimed)', async () => {
    const { db, scheduler } = app.services;
    const claims = () =>
      db
        .selectFrom('scheduled_runs')
        .select('period_key')
        .where('task', '=', 'tracking-maintenance')
        .execute()
        .then((rows) => rows.map((row) => row.period_key));
    // An hour three weeks ahead: no other run claimed it, and the retention still keeps today.
    const hour = Math.floor((Date.now() + 21 * dayMs) / 3_600_000) * 3_600_000;
    const before = (await claims()).length;
    clock.now = new Date(hour + 20 * 60_000);
    await scheduler.runDue();
    clock.now = new Date(hour + 50 * 60_000);
    await scheduler.runDue();
    expect((await claims()).length).toBe(before + 1);
    clock.now = new Date(hour + 61 * 60_000);
    await scheduler.runDue();
    expect((await claims()).length).toBe(before + 2);
    clock.now = new Date();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('tracking partitions (PostgreSQL)', () => {
  it('the tables are partitioned by day, with partitions a week ahead', async () => {
    const { db } = app.services;
    const { rows } = await sql<{
      relkind: string;
    }>`select relkind from pg_class where oid = 'tracking_events'::regclass`.execute(db);
    expect(rows[0]?.relkind).toBe('p');
    const ahead = dayOf(Date.now() + 7 * dayMs).replaceAll('-', '');
    for (const table of ['tracking_events', 'tracking_exposures', 'tracking_clicks'] as const)
      expect(await partitionsOf(db, table)).toContain(`${table}_p${ahead}`);
  });

  it('the scheduler task makes the partitions of a later week', async () => {
    const { db, scheduler } = app.services;
    const later = new Date(Date.now() + 40 * dayMs);
    clock.now = later;
    await scheduler.runDue();
    clock.now = new Date();
    const partitions = await partitionsOf(db, 'tracking_clicks');
    for (const day of daysAround(later))
      expect(partitions).toContain(`tracking_clicks_p${day.replaceAll('-', '')}`);
  });

  it('a row for a day without a partition makes it and is written', async () => {
    const { db, tracking } = app.services;
    const far = dayOf(Date.now() + 60 * dayMs);
    expect(await partitionsOf(db, 'tracking_events')).not.toContain(
      `tracking_events_p${far.replaceAll('-', '')}`,
    );
    tracking.writer.add('tracking_events', [event(far)]);
    await tracking.writer.flush();
    expect(await countOn(far)).toBe(1);
    expect(tracking.writer.counters.dropped).toBe(0);
  });
});
