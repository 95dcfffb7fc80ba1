import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signInSeeker } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { lastEndedHour } from './periods';

const hour = 3600 * 1000;
const clock = { now: new Date() };
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { now: () => clock.now });
});
afterAll(() => app.close());

async function seedRows(expiresAt: Date, userId: number) {
  const { db } = app.services;
  const id = randomUUID();
  await db
    .insertInto('one_time_codes')
    .values({
      id,
      purpose: 'verify_email',
      subject: id,
      code_hash: 'x',
      context: null,
      max_attempts: 5,
      expires_at: expiresAt,
    })
    .execute();
  await db.insertInto('hand_off_tickets').values({ id, user_id: userId, expires_at: expiresAt }).execute();
  await db
    .insertInto('rate_limits')
    .values({ key: `test:${id}`, window_start: expiresAt, count: 1 })
    .execute();
  return id;
}

async function remaining(id: string) {
  const { db } = app.services;
  const [codes, tickets, limits] = await Promise.all([
    db.selectFrom('one_time_codes').select('id').where('id', '=', id).execute(),
    db.selectFrom('hand_off_tickets').select('id').where('id', '=', id).execute(),
    db.selectFrom('rate_limits').select('key').where('key', '=', `test:${id}`).execute(),
  ]);
  return { codes: codes.length, tickets: tickets.length, limits: limits.length };
}

describe('retention purges', () => {
  it('delete expired codes, tickets and old rate-limit windows once an hour, keeping live ones', async () => {
    const { userId } = await signInSeeker(app);
    // An hour of its own, far ahead: on a shared PostgreSQL no other relay has claimed it.
    const start = Date.now() + randomInt(1_000, 100_000) * hour;
    const old = await seedRows(new Date(start - 30 * hour), userId);
    const live = await seedRows(new Date(start + 10 * 60 * 1000), userId);

    clock.now = new Date(start);
    await app.services.scheduler.runDue();
    expect(await remaining(old)).toEqual({ codes: 0, tickets: 0, limits: 0 });
    expect(await remaining(live)).toEqual({ codes: 1, tickets: 1, limits: 1 });
    const runs = await app.services.db
      .selectFrom('scheduled_runs')
      .select('task')
      .where('period_key', '=', lastEndedHour(clock.now).key)
      .orderBy('task')
      .execute();
    expect(runs.map((r) => r.task)).toEqual(
      expect.arrayContaining(['purge-hand-off-tickets', 'purge-one-time-codes', 'purge-rate-limits']),
    );

    // Within the same hour the purges have run: a newly expired row waits for the next hour.
    const later = await seedRows(new Date(start - 30 * hour), userId);
    await app.services.scheduler.runDue();
    expect(await remaining(later)).toEqual({ codes: 1, tickets: 1, limits: 1 });
    clock.now = new Date(start + hour);
    await app.services.scheduler.runDue();
    expect(await remaining(later)).toEqual({ codes: 0, tickets: 0, limits: 0 });
    expect(await remaining(live)).toEqual({ codes: 1, tickets: 1, limits: 1 });
  });
});
