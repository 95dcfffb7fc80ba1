import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { hashPassword } from './password';
import { newAddress, newEmail, registeredSeeker, sessionOf } from './password-account-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const login = (payload: Record<string, unknown>, options: { url?: string; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: options.url ?? '/api/authentication/login',
    payload: { client_id: '1', source: 'web', ...payload },
    remoteAddress: options.remoteAddress ?? newAddress(),
  });

const me = (cookies: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/jobseekers/me', cookies });

describe('password login', () => {
  it.each(['/api/authentication/login', '/api/authentication/jobseekers/login'])(
    'signs in from a known device at %s',
    async (url) => {
      const seeker = await registeredSeeker(app);
      const res = await login(
        { email: seeker.email, password: seeker.password, device_uuid: seeker.deviceUuid },
        { url },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: seeker.id, email: seeker.email });
      expect((await me(sessionOf(res))).json().data.id).toBe(seeker.id);
    },
  );

  it('knows the device from the uuid cookie when the body does not name it', async () => {
    const seeker = await registeredSeeker(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: seeker.email.toUpperCase(), password: seeker.password, client_id: 1 },
      cookies: { uuid: seeker.deviceUuid },
      remoteAddress: newAddress(),
    });
    expect(res.json().data).toMatchObject({ id: seeker.id });
  });

  it('answers 401 / 40002 for a wrong password, an unknown email and a malformed one alike', async () => {
    const seeker = await registeredSeeker(app);
    for (const payload of [
      { email: seeker.email, password: 'not the password' },
      { email: newEmail('nobody'), password: seeker.password },
      { email: 'no at sign', password: seeker.password },
    ]) {
      const res = await login({ ...payload, device_uuid: seeker.deviceUuid });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(40002);
      expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it("answers a Boss's account as no account: recruiters sign in on the employer site", async () => {
    const email = newEmail();
    const password = 'Boss-password-1';
    await app.services.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(password),
        first_name: 'Bea',
        last_name: 'Boss',
        role: 'recruiter',
        active_key: 1,
        is_email_verify: true,
        is_mobile_verified: false,
        is_profile_completed: true,
        country_id: 167,
      })
      .execute();
    const res = await login({ email, password, device_uuid: randomUUID() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40002);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 403 / 41044 for a suspended account, but only to its right password', async () => {
    const seeker = await registeredSeeker(app);
    await app.services.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', seeker.id)
      .execute();
    const right = await login({
      email: seeker.email,
      password: seeker.password,
      device_uuid: seeker.deviceUuid,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe(41044);
    const wrong = await login({ email: seeker.email, password: 'guessing', device_uuid: seeker.deviceUuid });
    expect(wrong.statusCode).toBe(401);
  });

  it('limits tries per account, whatever the address', async () => {
    const seeker = await registeredSeeker(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login({ email: seeker.email, password: 'wrong guess' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await login({
      email: seeker.email,
      password: seeker.password,
      device_uuid: seeker.deviceUuid,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 40006 });
    expect(right.json().message).toMatch(/\d+ seconds/);
  });

  it('limits tries per address, whatever the account', async () => {
    const remoteAddress = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await login({ email: newEmail('spray'), password: 'password1' }, { remoteAddress })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it.each([
    ['another client id', { client_id: '7' }],
    ['an empty password', { password: '' }],
    ['a device uuid that is not one', { device_uuid: 'my-laptop' }],
    ['an unknown field', { remember_me: true }],
  ])('refuses %s with 422 / 40001', async (_name, change) => {
    const res = await login({ email: 'a@example.com', password: 'whatever1', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
  });
});

describe('POST /api/authentication/log-out', () => {
  it('ends the session and clears the cookies of spec §4', async () => {
    const seeker = await registeredSeeker(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/log-out',
      payload: { source: 'web' },
      cookies: seeker.cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0 });
    const cleared = res.cookies.filter(
      (c) => c.value === '' && c.expires && c.expires.getTime() <= Date.now(),
    );
    expect(cleared.map((c) => c.name)).toEqual(
      expect.arrayContaining(['user', 'experiment', 'sessionid', 'session_role', 'im_auth', 'remind']),
    );
    expect((await me(seeker.cookies)).statusCode).toBe(401);
  });

  it('ends the session named in the body too', async () => {
    const seeker = await registeredSeeker(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/log-out',
      payload: { session: seeker.cookies.sessionid, source: 'web' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(seeker.cookies)).statusCode).toBe(401);
  });

  it('succeeds when already logged out, with or without a body', async () => {
    const withBody = await app.inject({
      method: 'POST',
      url: '/api/authentication/log-out',
      payload: { source: 'web' },
      cookies: { sessionid: randomUUID() },
    });
    expect(withBody.statusCode).toBe(200);
    const withoutBody = await app.inject({ method: 'POST', url: '/api/authentication/log-out' });
    expect(withoutBody.statusCode).toBe(200);
  });

  it('refuses a source it does not know with 40001', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/log-out',
      payload: { source: 'tv' },
    });
    expect(res.json().code).toBe(40001);
  });
});
