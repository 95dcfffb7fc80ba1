import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import {
  lastCodeTo,
  mailTo,
  newAddress,
  newEmail,
  otherThan,
  registeredSeeker,
  sessionOf,
} from './password-account-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: Record<string, unknown>, cookies: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/authentication${url}`,
    payload,
    cookies,
    remoteAddress: newAddress(),
  });

const me = (cookies: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/jobseekers/me', cookies });

describe('POST /api/authentication/reset-password/otp', () => {
  it('mails a six-digit code to an account', async () => {
    const seeker = await registeredSeeker(app);
    const res = await post('/reset-password/otp', { email: seeker.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ expires_in_seconds: 600 });
    const [mail] = await mailTo(app, seeker.email);
    expect(mail?.subject).toMatch(/password reset code: \d{6}/);
  });

  it('delivers the code to the dev mailbox when no SMTP is configured', async () => {
    const seeker = await registeredSeeker(app);
    await post('/reset-password/otp', { email: seeker.email });
    await app.services.outbox.deliverPending();
    const res = await app.inject({
      method: 'GET',
      url: `/dev/mailbox/messages?recipient=${encodeURIComponent(seeker.email)}`,
    });
    const [newest] = res.json().data;
    expect(newest.body_text).toContain(await lastCodeTo(app, seeker.email));
  });

  it('answers an unknown address exactly the same, and mails nothing', async () => {
    const seeker = await registeredSeeker(app);
    const known = await post('/reset-password/otp', { email: seeker.email });
    const nobody = newEmail('nobody');
    const unknown = await post('/reset-password/otp', { email: nobody });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailTo(app, nobody)).toHaveLength(0);
  });

  it.each([
    ['an account', true],
    ['an unknown address', false],
  ])('answers the fourth request in ten minutes for %s with 429 / 40006', async (_name, exists) => {
    const email = exists ? (await registeredSeeker(app)).email : newEmail('probe');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/reset-password/otp', { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const fifth = await post('/reset-password/otp', { email: email.toUpperCase() });
    expect(fifth.json()).toMatchObject({ code: 40006 });
    expect(fifth.json().message).toMatch(/Too many attempts/);
  });

  it('refuses an invalid address with 40001', async () => {
    const res = await post('/reset-password/otp', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 40001, errors: { email: expect.any(Array) } });
  });
});

describe('POST /api/authentication/reset-password/verify-otp', () => {
  it('accepts the mailed code without using it up', async () => {
    const seeker = await registeredSeeker(app);
    await post('/reset-password/otp', { email: seeker.email });
    const otp = await lastCodeTo(app, seeker.email);
    expect((await post('/reset-password/verify-otp', { email: seeker.email, otp })).json()).toMatchObject({
      code: 0,
      data: { verified: true },
    });
    expect((await post('/reset-password/verify-otp', { email: seeker.email, otp })).statusCode).toBe(200);
  });

  it('answers 41040 for a wrong code and for an address without an account', async () => {
    const seeker = await registeredSeeker(app);
    await post('/reset-password/otp', { email: seeker.email });
    const otp = await lastCodeTo(app, seeker.email);
    const wrong = await post('/reset-password/verify-otp', { email: seeker.email, otp: otherThan(otp) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe(41040);
    expect((await post('/reset-password/verify-otp', { email: newEmail(), otp })).json().code).toBe(41040);
  });

  it('answers 41043 once the code has expired', async () => {
    const seeker = await registeredSeeker(app);
    await post('/reset-password/otp', { email: seeker.email });
    await app.services.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('subject', '=', String(seeker.id))
      .where('purpose', '=', 'reset_password')
      .execute();
    const res = await post('/reset-password/verify-otp', {
      email: seeker.email,
      otp: await lastCodeTo(app, seeker.email),
    });
    expect(res.json().code).toBe(41043);
  });

  it('limits the tries on one code', async () => {
    const seeker = await registeredSeeker(app);
    await post('/reset-password/otp', { email: seeker.email });
    const otp = await lastCodeTo(app, seeker.email);
    for (let i = 0; i < 5; i++)
      await post('/reset-password/verify-otp', { email: seeker.email, otp: otherThan(otp) });
    expect((await post('/reset-password/verify-otp', { email: seeker.email, otp })).json().code).toBe(41043);
  });
});

describe('POST /api/authentication/reset-password', () => {
  it('sets the new password, uses the code up and ends every session of the account', async () => {
    const seeker = await registeredSeeker(app);
    await post('/reset-password/otp', { email: seeker.email });
    const otp = await lastCodeTo(app, seeker.email);
    const res = await post('/reset-password', {
      email: seeker.email,
      otp,
      new_password: 'a brand new secret',
    });
    expect(res.json()).toMatchObject({ code: 0, data: { password_reset: true } });
    expect((await me(seeker.cookies)).statusCode).toBe(401);

    const login = (password: string) =>
      post('/login', { email: seeker.email, password, device_uuid: seeker.deviceUuid, client_id: '1' });
    expect((await login(seeker.password)).statusCode).toBe(401);
    expect((await login('a brand new secret')).json().data).toMatchObject({ id: seeker.id });

    const replay = await post('/reset-password', {
      email: seeker.email,
      otp,
      new_password: 'yet another one',
    });
    expect(replay.json().code).toBe(41042);
  });

  it('keeps this browser signed in when it is the account itself changing the password', async () => {
    const seeker = await registeredSeeker(app);
    const otherDevice = await post('/login', {
      email: seeker.email,
      password: seeker.password,
      device_uuid: seeker.deviceUuid,
      client_id: '1',
    });
    await post('/reset-password/otp', { email: seeker.email });
    const otp = await lastCodeTo(app, seeker.email);
    const res = await post(
      '/reset-password',
      { email: seeker.email, otp, new_password: 'kept signed in' },
      seeker.cookies,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(seeker.cookies)).statusCode).toBe(200);
    expect((await me(sessionOf(otherDevice))).statusCode).toBe(401);
  });

  it('changes nothing for a wrong code', async () => {
    const seeker = await registeredSeeker(app);
    await post('/reset-password/otp', { email: seeker.email });
    const otp = await lastCodeTo(app, seeker.email);
    const res = await post('/reset-password', {
      email: seeker.email,
      otp: otherThan(otp),
      new_password: 'not applied',
    });
    expect(res.json().code).toBe(41040);
    expect((await me(seeker.cookies)).statusCode).toBe(200);
  });

  it.each([
    ['a new password under 8 characters', { new_password: 'short' }],
    ['no code', { otp: undefined }],
    ['a code of seven digits', { otp: '1234567' }],
  ])('refuses %s with 40001', async (_name, change) => {
    const res = await post('/reset-password', {
      email: 'a@example.com',
      otp: '123456',
      new_password: 'long enough',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
  });
});
