import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { ApiError } from './api-error';
import { consumeRateLimit } from './rate-limit';

describe('rate limit', () => {
  it('allows the limit per window, then refuses with 40006 and the seconds left', async () => {
    const db = await openDatabase({ dataDir: 'memory' });
    await migrateToLatest(db);
    const rule = { limit: 3, windowSeconds: 60 };
    const at = new Date('2026-11-22T10:00:15Z');
    for (let i = 0; i < 3; i++) await consumeRateLimit(db, 'login:a@example.com', rule, at);
    const refused = await consumeRateLimit(db, 'login:a@example.com', rule, at).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(40006);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).options.values).toEqual({ retry_after: 45 });
    // Another key and the next window are counted apart.
    await consumeRateLimit(db, 'login:b@example.com', rule, at);
    await consumeRateLimit(db, 'login:a@example.com', rule, new Date('2026-11-22T10:01:00Z'));
    await db.destroy();
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
