// @vitest-environment happy-dom
import { endpoints } from '@talkhire/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconQueue, type QueuedReport, queueCap, type ResendOutcome } from './beacon-queue';
import type { JobListContext } from './list-context';
import { createTracker, type TrackerEnvironment } from './tracker';

class MemoryStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const device = '3f0c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
const list: JobListContext = { queryId: 'q1', list: 'search', page: 1, subPage: 'all', recoFrom: 'search' };

/** A tracker over an in-memory storage, with a beacon that records what it is given. */
function setUp(overrides: Partial<TrackerEnvironment> = {}) {
  const storage = new MemoryStorage() as unknown as Storage;
  const beacons: { url: string; body: unknown }[] = [];
  const resent: QueuedReport[] = [];
  let now = 1_800_000_000_000;
  const env: TrackerEnvironment = {
    beacon: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
    resend: async (report) => {
      resent.push(report);
      return 'sent';
    },
    storage,
    now: () => now,
    user: () => ({ id: 42 }),
    deviceUuid: () => device,
    device: () => 'web',
    countryId: () => 193,
    allowed: () => true,
    ...overrides,
  };
  const tracker = createTracker(env, { batchSize: 20, flushAfterMs: 2_000 });
  return {
    tracker,
    beacons,
    resent,
    storage,
    queue: beaconQueue(storage),
    advance(ms: number) {
      now += ms;
    },
    at: () => now,
  };
}

const eventsSent = (beacons: { url: string; body: unknown }[]) =>
  beacons
    .filter((b) => b.url === endpoints.tracking.reportEvents.path)
    .flatMap((b) => (b.body as { events: { name: string }[] }).events);

/** The reports waiting in the queue's storage, oldest first. */
const waiting = (storage: Storage) => JSON.parse(storage.getItem('tracking_queue') ?? '[]') as QueuedReport[];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tracker: batching and the 1-second dedupe', () => {
  it('sends a batch as one beacon with the country id, after the flush delay', () => {
    const { tracker, beacons, at } = setUp();
    tracker.event('page_view', 'home', undefined, at());
    tracker.event('search_click', 'home', { source: 'home' }, at());
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/logs/report/events');
    expect(beacons[0]!.body).toEqual({
      country_id: 193,
      events: [
        { name: 'page_view', at: at(), page: 'home', device_uuid: device, user_id: 42 },
        {
          name: 'search_click',
          at: at(),
          page: 'home',
          device_uuid: device,
          user_id: 42,
          props: { source: 'home' },
        },
      ],
    });
  });

  it('sends the same event for the same user once within a second, and again after it', () => {
    const { tracker, beacons, advance, at } = setUp();
    tracker.event('job_favorites_click', 'job_detail', { job_id: 7 }, at());
    advance(400);
    tracker.event('job_favorites_click', 'job_detail', { job_id: 7 }, at());
    advance(599);
    tracker.event('job_favorites_click', 'job_detail', { job_id: 7 }, at());
    // Another job is another event.
    tracker.event('job_favorites_click', 'job_detail', { job_id: 8 }, at());
    advance(1);
    tracker.event('job_favorites_click', 'job_detail', { job_id: 7 }, at());
    tracker.flush();
    expect(eventsSent(beacons).map((e) => JSON.stringify((e as { props?: unknown }).props))).toEqual([
      '{"job_id":7}',
      '{"job_id":8}',
      '{"job_id":7}',
    ]);
  });

  it('does not take another user’s event for a repeat', () => {
    let user = 42;
    const { tracker, beacons, at } = setUp({ user: () => ({ id: user }) });
    tracker.event('page_view', 'home', undefined, at());
    user = 43;
    tracker.event('page_view', 'home', undefined, at());
    tracker.flush();
    expect(eventsSent(beacons)).toHaveLength(2);
  });

  it('sends at once when a batch is full', () => {
    const { tracker, beacons, advance, at } = setUp();
    for (let i = 0; i < 20; i += 1) {
      tracker.event('position_click', 'job_search', { job_id: i + 1 }, at());
      advance(1);
    }
    expect(beacons).toHaveLength(1);
    expect(eventsSent(beacons)).toHaveLength(20);
  });
});

describe('tracker: who and when', () => {
  it('holds events while no user is known and sends them once one is', () => {
    let known: { id: number | null } | null = null;
    const { tracker, beacons, at } = setUp({ user: () => known });
    tracker.event('page_view', 'home', undefined, at());
    vi.advanceTimersByTime(2_000);
    expect(beacons).toEqual([]);
    // A guest session opens: a user is known, without an id.
    known = { id: null };
    vi.advanceTimersByTime(2_000);
    expect(eventsSent(beacons)).toEqual([{ name: 'page_view', at: at(), page: 'home', device_uuid: device }]);
  });

  it('keeps and sends nothing while tracking is not allowed (before consent in an opt-in edition)', () => {
    let allowed = false;
    const { tracker, beacons, queue, at } = setUp({ allowed: () => allowed, beacon: () => false });
    tracker.event('page_view', 'home', undefined, at());
    tracker.exposure(list, 5, 1, at());
    tracker.click(list, 5, 1, at());
    vi.advanceTimersByTime(5_000);
    expect(beacons).toEqual([]);
    expect(queue.size()).toBe(0);
    allowed = true;
    tracker.flush();
    expect(queue.size()).toBe(0);
  });
});

describe('tracker: exposures and clicks', () => {
  it('reports the jobs a list load showed in one exposure, with positions, then a click with the same query id', () => {
    const { tracker, beacons, at } = setUp();
    tracker.exposure(list, 11, 1, at());
    tracker.exposure(list, 12, 2, at());
    tracker.exposure(list, 11, 1, at());
    tracker.click(list, 12, 2, at());
    expect(beacons.map((b) => b.url)).toEqual(['/api/logs/report/expose', '/api/logs/report/click']);
    const shared = {
      query_id: 'q1',
      timestamp: at(),
      reco_from: 'search',
      page: 1,
      sub_page: 'all',
      device: 'web',
      device_uuid: device,
      jobseeker_id: 42,
      list: 'search',
    };
    expect(beacons[0]!.body).toEqual({ data: { ...shared, job_ids: [11, 12], positions: [1, 2] }, from: 1 });
    expect(beacons[1]!.body).toEqual({ data: { ...shared, job_id: 12, position: 2 }, from: 1 });
  });

  it('counts a double click on the same card within a second once', () => {
    const { tracker, beacons, at } = setUp();
    tracker.click(list, 12, 2, at());
    tracker.click(list, 12, 2, at());
    expect(beacons.filter((b) => b.url === '/api/logs/report/click')).toHaveLength(1);
  });
});

describe('tracker: the offline queue', () => {
  it('queues a batch the browser refuses as a beacon and sends it again later', async () => {
    let online = false;
    const { tracker, queue, resent, at } = setUp({ beacon: () => online });
    tracker.event('page_view', 'home', undefined, at());
    tracker.flush();
    expect(queue.size()).toBe(1);
    online = true;
    expect(await tracker.resendQueued()).toBe(1);
    expect(resent).toHaveLength(1);
    expect(resent[0]!.kind).toBe('events');
    expect(JSON.parse(resent[0]!.body)).toMatchObject({ country_id: 193, events: [{ name: 'page_view' }] });
    expect(queue.size()).toBe(0);
  });

  it('queues when the browser has no sendBeacon at all', () => {
    const { tracker, queue, at } = setUp({ beacon: undefined });
    tracker.click(list, 3, 1, at());
    expect(queue.size()).toBe(1);
  });

  it('keeps what still fails, in order, and drops what the relay refused for good', async () => {
    const outcomes: ResendOutcome[] = ['sent', 'dropped', 'retry'];
    const { tracker, queue, storage, at, advance } = setUp({
      beacon: () => false,
      resend: async () => outcomes.shift() ?? 'retry',
    });
    for (const name of ['page_view', 'search_click', 'banner_click', 'more_jobs_click'] as const) {
      tracker.event(name, 'home', undefined, at());
      tracker.flush();
      advance(10);
    }
    expect(queue.size()).toBe(4);
    expect(await tracker.resendQueued()).toBe(2);
    const left = waiting(storage).map(
      (r) => (JSON.parse(r.body) as { events: { name: string }[] }).events[0]!.name,
    );
    expect(left).toEqual(['banner_click', 'more_jobs_click']);
  });

  it('holds at most its cap of reports, dropping the oldest', () => {
    const { tracker, queue, storage, at, advance } = setUp({ beacon: () => false });
    for (let i = 1; i <= queueCap + 5; i += 1) {
      tracker.event('position_click', 'job_search', { job_id: i }, at());
      tracker.flush();
      advance(1);
    }
    expect(queue.size()).toBe(queueCap);
    const ids = waiting(storage).map(
      (r) => (JSON.parse(r.body) as { events: { props: { job_id: number } }[] }).events[0]!.props.job_id,
    );
    expect(ids[0]).toBe(6);
    expect(ids.at(-1)).toBe(queueCap + 5);
  });
});
