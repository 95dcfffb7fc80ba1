import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { hashPassword } from './password';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
  const password_hash = await hashPassword('Correct-horse-1');
  const base = {
    role: 'jobseeker' as const,
    active_key: 1,
    is_email_verify: true,
    is_mobile_verified: false,
    is_profile_completed: false,
    country_id: 167,
  };
  await app.services.db
    .insertInto('users')
    .values([
      { ...base, email: 'With.Password@example.com', password_hash, first_name: 'A', last_name: 'B' },
      { ...base, email: 'code-only@example.com', password_hash: null, first_name: 'C', last_name: 'D' },
    ])
    .execute();
});
afterAll(async () => {
  await app.close();
});

const lookup = (email: unknown, ip = '10.1.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/authentication/email/lookup',
    payload: { email },
    remoteAddress: ip,
  });

describe('POST /api/authentication/email/lookup', () => {
  it('tells whether the address has an account with a password, ignoring case', async () => {
    expect((await lookup('with.password@EXAMPLE.com')).json().data).toEqual({
      exists: true,
      has_password: true,
    });
    expect((await lookup('code-only@example.com')).json().data).toEqual({
      exists: true,
      has_password: false,
    });
    expect((await lookup('nobody@example.com')).json().data).toEqual({ exists: false, has_password: false });
  });

  it('refuses a malformed address and limits the lookups per caller', async () => {
    expect((await lookup('not-an-email')).statusCode).toBe(422);
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await lookup(`n${i}@example.com`, '10.1.0.2')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
