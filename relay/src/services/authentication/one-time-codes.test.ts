import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/database';
import { createTestApp } from '../../testing/test-app';
import { consumeCode, issueCode, secondsUntilResend, verifyCode } from './one-time-codes';

let app: App;
let db: Db;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
  db = app.services.db;
});
afterAll(async () => {
  await app.close();
});

let subjects = 0;
const fresh = () => ({ purpose: 'test', subject: `subject-${++subjects}`, ttlSeconds: 600 });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('issueCode', () => {
  it('makes a six-digit code and keeps only its hash', async () => {
    const issued = await issueCode(db, fresh());
    expect(issued.code).toMatch(/^\d{6}$/);
    const row = await db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('id', '=', issued.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(issued.code);
    expect(row.expires_at.getTime()).toBe(issued.expiresAt.getTime());
  });

  it('expires the earlier unused code of the same purpose and subject', async () => {
    const options = fresh();
    const first = await issueCode(db, options);
    const second = await issueCode(db, options);
    await expect(verifyCode(db, { id: first.id, code: first.code })).rejects.toMatchObject({ code: 41043 });
    await expect(verifyCode(db, { id: second.id, code: second.code })).resolves.toMatchObject({
      id: second.id,
    });
  });

  it('refuses a resend inside the cooldown with 40006 and the seconds left', async () => {
    const options = { ...fresh(), resendCooldownSeconds: 60 };
    const now = new Date();
    await issueCode(db, { ...options, now });
    const later = new Date(now.getTime() + 15_000);
    await expect(issueCode(db, { ...options, now: later })).rejects.toMatchObject({
      code: 40006,
      options: { values: { retry_after: 45 } },
    });
    expect(await secondsUntilResend(db, { ...options, cooldownSeconds: 60, now: later })).toBe(45);
    const afterCooldown = new Date(now.getTime() + 60_000);
    await expect(issueCode(db, { ...options, now: afterCooldown })).resolves.toHaveProperty('code');
  });
});

describe('verifyCode', () => {
  it('accepts the right code once, then answers 41042', async () => {
    const issued = await issueCode(db, { ...fresh(), context: { device_uuid: 'abc' } });
    const verified = await verifyCode(db, { id: issued.id, code: issued.code });
    expect(verified.context).toEqual({ device_uuid: 'abc' });
    await expect(verifyCode(db, { id: issued.id, code: issued.code })).rejects.toMatchObject({ code: 41042 });
  });

  it('answers 41040 for a wrong code and for an unknown id', async () => {
    const issued = await issueCode(db, fresh());
    await expect(verifyCode(db, { id: issued.id, code: otherThan(issued.code) })).rejects.toMatchObject({
      code: 41040,
    });
    await expect(
      verifyCode(db, { id: '00000000-0000-4000-8000-000000000000', code: issued.code }),
    ).rejects.toMatchObject({ code: 41040 });
  });

  it('refuses a code issued for another purpose', async () => {
    const issued = await issueCode(db, fresh());
    await expect(
      verifyCode(db, { id: issued.id, purpose: 'other', code: issued.code }),
    ).rejects.toMatchObject({
      code: 41040,
    });
  });

  it('answers 41043 once the code has expired', async () => {
    const issued = await issueCode(db, { ...fresh(), ttlSeconds: 600 });
    const later = new Date(Date.now() + 601_000);
    await expect(verifyCode(db, { id: issued.id, code: issued.code, now: later })).rejects.toMatchObject({
      code: 41043,
    });
  });

  it('burns the code after its wrong tries are spent, even for the right code afterwards', async () => {
    const issued = await issueCode(db, { ...fresh(), maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await expect(verifyCode(db, { id: issued.id, code: otherThan(issued.code) })).rejects.toMatchObject({
        code: 41040,
      });
    }
    await expect(verifyCode(db, { id: issued.id, code: issued.code })).rejects.toMatchObject({ code: 41043 });
  });

  it('finds the newest code by purpose and subject', async () => {
    const options = fresh();
    await issueCode(db, options);
    const newest = await issueCode(db, options);
    const verified = await verifyCode(db, {
      purpose: options.purpose,
      subject: options.subject,
      code: newest.code,
    });
    expect(verified).toMatchObject({ id: newest.id, subject: options.subject });
  });

  it('answers 41040 when nothing was ever sent to the subject', async () => {
    await expect(
      verifyCode(db, { purpose: 'test', subject: 'nobody', code: '123456' }),
    ).rejects.toMatchObject({
      code: 41040,
    });
  });

  it('can check without using up, and then only one of two consumers wins', async () => {
    const issued = await issueCode(db, fresh());
    await verifyCode(db, { id: issued.id, code: issued.code, consume: false });
    await verifyCode(db, { id: issued.id, code: issued.code, consume: false });
    const results = await Promise.allSettled([consumeCode(db, issued.id), consumeCode(db, issued.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 41042 } });
  });

  it('counts a wrong try even though the caller then gives up', async () => {
    const issued = await issueCode(db, { ...fresh(), maxAttempts: 1 });
    await expect(verifyCode(db, { id: issued.id, code: otherThan(issued.code) })).rejects.toMatchObject({
      code: 41040,
    });
    const row = await db
      .selectFrom('one_time_codes')
      .select('attempts')
      .where('id', '=', issued.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
  });
});
