import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { ApiError } from './api-error';
import { createRateLimits, processRateLimits, type RateLimits } from './rate-limit';

const stores: [string, () => Promise<{ limits: RateLimits; done: () => Promise<void> }>][] = [
  [
    'in the database',
    async () => {
      const db = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: 'memory' });
      await migrateToLatest(db);
      const limits = createRateLimits({ db });
      return { limits, done: () => db.destroy() };
    },
  ],
  [
    'in this process',
    async () => {
      const limits = processRateLimits();
      return { limits, done: () => limits.close() };
    },
  ],
];
// The services suite runs with Redis: there the limits live in Redis, and are tested there too.
if (process.env.REDIS_URL) {
  stores.push([
    'in Redis',
    async () => {
      const db = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: 'memory' });
      const limits = createRateLimits({ db, redisUrl: process.env.REDIS_URL });
      const done = async () => {
        await limits.close();
        await db.destroy();
      };
      return { limits, done };
    },
  ]);
}

describe.each(stores)('rate limits %s', (_name, open) => {
  let limits: RateLimits;
  let done: () => Promise<void>;
  beforeAll(async () => ({ limits, done } = await open()));
  afterAll(() => done());
  const rule = { limit: 3, windowSeconds: 60 };
  const key = (name: string) => `test:${name}:${randomUUID()}`;
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (e: unknown) => e as ApiError,
    );

  it('allows the limit, then refuses with 40006 and the seconds until one more fits', async () => {
    const login = key('login');
    const at = new Date('2026-11-22T10:00:15Z');
    for (let i = 0; i < 3; i++) await limits.consume(login, rule, at);
    const refused = await refusal(limits.consume(login, rule, at));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused?.code).toBe(40006);
    expect(refused?.status).toBe(429);
    // 45 s to the window's end, then the three still weigh 3 × (60 − t) / 60: room for one at t = 20 s.
    expect(refused?.options.values).toEqual({ retry_after: 65 });
    await expect(limits.consume(login, rule, new Date('2026-11-22T10:01:19Z'))).rejects.toThrow();
    await limits.consume(login, rule, new Date('2026-11-22T10:01:20Z'));
    // Another key is counted apart.
    await limits.consume(key('other'), rule, at);
  });

  it('does not let a burst across the window edge double the limit', async () => {
    const burst = key('burst');
    for (let i = 0; i < 3; i++) await limits.consume(burst, rule, new Date('2026-11-22T10:00:59.500Z'));
    // A fixed window would start counting afresh here and allow three more.
    const justAfter = new Date('2026-11-22T10:01:00.500Z');
    expect(await refusal(limits.consume(burst, rule, justAfter))).toBeInstanceOf(ApiError);
    // Half a window later the burst weighs 1.5: one more fits, a second does not.
    const halfway = new Date('2026-11-22T10:01:30.000Z');
    await limits.consume(burst, rule, halfway);
    expect(await refusal(limits.consume(burst, rule, halfway))).toBeInstanceOf(ApiError);
  });

  it('allows exactly the limit to many attempts at once', async () => {
    const crowd = key('crowd');
    const at = new Date('2026-11-22T11:00:10Z');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => refusal(limits.consume(crowd, { limit: 5, windowSeconds: 60 }, at))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(5);
  });

  it('forgets the counts of the keys a prefix names', async () => {
    const prefix = key('cleared');
    const at = new Date('2026-11-22T12:00:10Z');
    for (let i = 0; i < 3; i++) await limits.consume(`${prefix}:a`, rule, at);
    const kept = key('kept');
    for (let i = 0; i < 3; i++) await limits.consume(kept, rule, at);
    await limits.clear(prefix);
    await limits.consume(`${prefix}:a`, rule, at);
    expect(await refusal(limits.consume(kept, rule, at))).toBeInstanceOf(ApiError);
  });
});

describe('a refusal for too many attempts', () => {
  it('carries the seconds to wait as a number and a Retry-After header', async () => {
    const { createTestApp } = await import('../testing/test-app');
    const app = await createTestApp({ SEED_JOBS: 0 });
    app.get('/test-only/limited', async () => {
      throw new ApiError(40006, { values: { retry_after: 17 } });
    });
    const res = await app.inject('/test-only/limited');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('17');
    expect(res.json()).toMatchObject({ code: 40006, data: { retry_after: 17 } });
    expect(res.json().message).toContain('17');
    await app.close();
  });
});
