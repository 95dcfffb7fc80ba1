import { describe, expect, it } from 'vitest';
import type { EventSink } from './event-sink';
import type { TrackingRow, TrackingTable } from './tracking-rows';
import { createTrackingWriter } from './tracking-writer';

/** A sink that keeps what it is given, and can be told to fail. */
function memorySink(options: { failures?: number; delayMs?: number } = {}) {
  const calls: { table: TrackingTable; rows: unknown[] }[] = [];
  let failures = options.failures ?? 0;
  const sink: EventSink = {
    kind: 'database',
    async write(table, rows) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (failures > 0) {
        failures -= 1;
        throw new Error('database away');
      }
      calls.push({ table, rows });
    },
  };
  return { sink, calls };
}

const row = (query: string): TrackingRow<'tracking_zero_result_searches'> => ({
  at: new Date().toISOString(),
  edition_id: 193,
  query,
});
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(`q${i}`));

describe('tracking writer', () => {
  it('writes nothing until the interval, then one call per table with every row', async () => {
    const { sink, calls } = memorySink();
    const writer = createTrackingWriter({ sink, database: sink, flushIntervalMs: 50 });
    writer.add('tracking_zero_result_searches', rows(3));
    writer.add('tracking_zero_result_searches', rows(2));
    expect(calls).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 120));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.rows).toHaveLength(5);
    expect(writer.counters).toMatchObject({ accepted: 5, written: 5, dropped: 0 });
    await writer.close();
  });

  it('flushes as soon as the row threshold is reached', async () => {
    const { sink, calls } = memorySink();
    const writer = createTrackingWriter({ sink, database: sink, flushIntervalMs: 60_000, flushRows: 10 });
    writer.add('tracking_zero_result_searches', rows(10));
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.map((c) => c.rows.length)).toEqual([10]);
    await writer.close();
  });

  it('is bounded: rows past the cap are dropped and counted', async () => {
    const { sink, calls } = memorySink();
    const writer = createTrackingWriter({
      sink,
      database: sink,
      flushIntervalMs: 60_000,
      flushRows: 1000,
      maxBufferedRows: 100,
    });
    expect(writer.add('tracking_zero_result_searches', rows(80))).toBe(80);
    expect(writer.add('tracking_zero_result_searches', rows(50))).toBe(20);
    expect(writer.counters).toMatchObject({ accepted: 100, dropped: 30 });
    await writer.flush();
    expect(calls[0]?.rows).toHaveLength(100);
    await writer.close();
  });

  it('retries a failed batch once, then drops it', async () => {
    const once = memorySink({ failures: 1 });
    const errors: string[] = [];
    const writer = createTrackingWriter({
      sink: once.sink,
      database: once.sink,
      flushIntervalMs: 60_000,
      onError: (_e, table) => errors.push(table),
    });
    writer.add('tracking_zero_result_searches', rows(4));
    await writer.flush();
    await writer.flush();
    expect(once.calls.map((c) => c.rows.length)).toEqual([4]);
    expect(writer.counters).toMatchObject({ written: 4, dropped: 0 });
    expect(errors).toEqual(['tracking_zero_result_searches']);
    await writer.close();

    const always = memorySink({ failures: 99 });
    const failing = createTrackingWriter({
      sink: always.sink,
      database: always.sink,
      flushIntervalMs: 60_000,
    });
    failing.add('tracking_zero_result_searches', rows(3));
    await failing.flush();
    await failing.flush();
    expect(failing.counters).toMatchObject({ written: 0, dropped: 3 });
    await failing.close();
  });

  it('close writes what is left, including rows added during a slow flush; later rows are dropped', async () => {
    const { sink, calls } = memorySink({ delayMs: 30 });
    const writer = createTrackingWriter({ sink, database: sink, flushIntervalMs: 60_000 });
    writer.add('tracking_zero_result_searches', rows(2));
    const flushing = writer.flush();
    writer.add('tracking_zero_result_searches', rows(3));
    await writer.close();
    await flushing;
    expect(calls.reduce((n, c) => n + c.rows.length, 0)).toBe(5);
    expect(writer.add('tracking_zero_result_searches', rows(1))).toBe(0);
    expect(writer.counters.dropped).toBe(1);
  });

  it('sends the product’s own records to the database when the analytics go elsewhere', async () => {
    const analytics = memorySink();
    const database = memorySink();
    const writer = createTrackingWriter({
      sink: analytics.sink,
      database: database.sink,
      flushIntervalMs: 60_000,
    });
    writer.add('tracking_zero_result_searches', rows(1));
    writer.add('tracking_popup_records', [
      {
        at: new Date().toISOString(),
        device_uuid: crypto.randomUUID(),
        user_id: null,
        popup_key: 'p',
        action: 'shown',
      },
    ]);
    await writer.close();
    expect(analytics.calls.map((c) => c.table)).toEqual(['tracking_zero_result_searches']);
    expect(database.calls.map((c) => c.table)).toEqual(['tracking_popup_records']);
  });
});
