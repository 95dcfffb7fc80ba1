import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { accountSeeker, lastMessageTo, oldPassword, openAnotherSession, otherCode } from './account-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

function login(email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    headers: { 'x-forwarded-for': '10.200.0.1' },
    payload: { email, password, client_id: '1' },
  });
}

describe('changing the password', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const seeker = await accountSeeker(app);
    const other = await openAnotherSession(app, seeker.userId);
    const res = await seeker.call('POST', '/password', {
      current_password: oldPassword,
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ password_changed: true, other_sessions_ended: 1 });

    expect((await seeker.call('GET', '')).statusCode).toBe(200);
    const stale = await app.inject({ method: 'GET', url: '/api/jobseekers/account', cookies: other.cookies });
    expect(stale.statusCode).toBe(401);

    expect((await login(seeker.email, oldPassword)).statusCode).toBe(401);
    // A login from a new device answers a two-factor challenge: the password itself was right.
    const fresh = await login(seeker.email, 'brand-new-password');
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 40002 (422) and changes nothing', async () => {
    const seeker = await accountSeeker(app);
    const other = await openAnotherSession(app, seeker.userId);
    const res = await seeker.call('POST', '/password', {
      current_password: 'wrong-password',
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 40002,
      errors: { current_password: ['The current password is incorrect.'] },
    });
    const still = await app.inject({ method: 'GET', url: '/api/jobseekers/account', cookies: other.cookies });
    expect(still.statusCode).toBe(200);
  });

  it('holds the new password to the product rule (8 characters at least)', async () => {
    const seeker = await accountSeeker(app);
    const res = await seeker.call('POST', '/password', {
      current_password: oldPassword,
      new_password: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.new_password).toEqual(['The password must be at least 8 characters long.']);
  });

  it('stops guessing the current password after ten tries (429 / 40006)', async () => {
    const seeker = await accountSeeker(app);
    for (let i = 0; i < 10; i++) {
      const res = await seeker.call('POST', '/password', {
        current_password: `guess-${i}`,
        new_password: 'whatever-123',
      });
      expect(res.json().code).toBe(40002);
    }
    const blocked = await seeker.call('POST', '/password', {
      current_password: oldPassword,
      new_password: 'whatever-123',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('lets an account without a password set one, confirmed by a mailed code', async () => {
    const seeker = await accountSeeker(app, { password: null });
    await seeker.call('POST', '/confirmation-code');
    const { code } = await lastMessageTo(app, seeker.email);
    const wrong = await seeker.call('POST', '/password', {
      confirmation_otp: otherCode(code!),
      new_password: 'first-password',
    });
    expect(wrong.json().code).toBe(41040);
    const res = await seeker.call('POST', '/password', {
      confirmation_otp: code,
      new_password: 'first-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await seeker.call('GET', '')).json().data).toMatchObject({
      has_password: true,
      confirmation: 'password',
    });
    expect((await login(seeker.email, 'first-password')).statusCode).toBe(200);
  });
});
