import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import {
  lastCodeTo,
  mailTo,
  newAddress,
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

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/authentication${url}`, payload, remoteAddress: newAddress() });

/** A known account signing in from a laptop it never used. */
async function loginFromNewDevice() {
  const seeker = await registeredSeeker(app);
  const newDevice = randomUUID();
  const res = await post('/login', {
    email: seeker.email,
    password: seeker.password,
    device_uuid: newDevice,
    device_name: 'Firefox on a new laptop',
    client_id: '1',
  });
  return { seeker, newDevice, res, challenge: res.json().data as { challenge_id: string } };
}

const verify = (challenge_id: string, otp: string) => post('/two-factor/verify', { challenge_id, otp });

describe('two-factor safety verification', () => {
  it('answers a challenge instead of a session, and mails a code', async () => {
    const { seeker, res } = await loginFromNewDevice();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      two_factor_required: true,
      challenge_id: expect.any(String),
      email_hint: `${seeker.email[0]}***@example.com`,
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    const [mail] = await mailTo(app, seeker.email);
    expect(mail?.subject).toMatch(/new device/);
    expect(mail?.body_text).toContain('Firefox on a new laptop');
    expect(await lastCodeTo(app, seeker.email)).toMatch(/^\d{6}$/);
  });

  it('signs the device in with the mailed code, after which that device skips the check', async () => {
    const { seeker, newDevice, challenge } = await loginFromNewDevice();
    const res = await verify(challenge.challenge_id, await lastCodeTo(app, seeker.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: seeker.id });
    const me = await app.inject({ method: 'GET', url: '/api/jobseekers/me', cookies: sessionOf(res) });
    expect(me.json().data.id).toBe(seeker.id);

    const again = await post('/login', {
      email: seeker.email,
      password: seeker.password,
      device_uuid: newDevice,
      client_id: '1',
    });
    expect(again.json().data).toMatchObject({ id: seeker.id });
    expect(again.json().data.two_factor_required).toBeUndefined();
  });

  it('answers 41040 for a wrong code and 41042 for a used one', async () => {
    const { seeker, challenge } = await loginFromNewDevice();
    const code = await lastCodeTo(app, seeker.email);
    const wrong = await verify(challenge.challenge_id, otherThan(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 41040,
      message: 'The OTP you have entered is wrong. Please try again.',
    });
    expect((await verify(challenge.challenge_id, code)).statusCode).toBe(200);
    expect((await verify(challenge.challenge_id, code)).json().code).toBe(41042);
  });

  it('answers 41043 for an expired code', async () => {
    const { seeker, challenge } = await loginFromNewDevice();
    await app.services.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', challenge.challenge_id)
      .execute();
    const res = await verify(challenge.challenge_id, await lastCodeTo(app, seeker.email));
    expect(res.json().code).toBe(41043);
  });

  it('burns the code after five wrong tries', async () => {
    const { seeker, challenge } = await loginFromNewDevice();
    const code = await lastCodeTo(app, seeker.email);
    for (let i = 0; i < 5; i++)
      expect((await verify(challenge.challenge_id, otherThan(code))).json().code).toBe(41040);
    expect((await verify(challenge.challenge_id, code)).json().code).toBe(41043);
  });

  it('resends only after the countdown, with a new challenge that replaces the old', async () => {
    const { seeker, challenge } = await loginFromNewDevice();
    const early = await post('/two-factor/resend', { challenge_id: challenge.challenge_id });
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe(40006);

    await app.services.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(Date.now() - 61_000) } as never)
      .where('id', '=', challenge.challenge_id)
      .execute();
    const first = await lastCodeTo(app, seeker.email);
    const resent = await post('/two-factor/resend', { challenge_id: challenge.challenge_id });
    expect(resent.statusCode).toBe(200);
    const next = resent.json().data;
    expect(next).toMatchObject({ two_factor_required: true, resend_after_seconds: 60 });
    expect(next.challenge_id).not.toBe(challenge.challenge_id);
    expect(await mailTo(app, seeker.email)).toHaveLength(3);

    expect((await verify(challenge.challenge_id, first)).json().code).toBe(41043);
    expect((await verify(next.challenge_id, await lastCodeTo(app, seeker.email))).statusCode).toBe(200);
  });

  it('answers 404 for a challenge it never issued', async () => {
    const res = await post('/two-factor/resend', { challenge_id: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect((await verify(randomUUID(), '123456')).json().code).toBe(41040);
  });

  it('refuses a suspended account even with the right code', async () => {
    const { seeker, challenge } = await loginFromNewDevice();
    await app.services.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', seeker.id)
      .execute();
    const res = await verify(challenge.challenge_id, await lastCodeTo(app, seeker.email));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(41044);
  });

  it.each([
    ['a challenge id that is not a uuid', { challenge_id: '42', otp: '123456' }],
    ['a five-digit code', { challenge_id: randomUUID(), otp: '12345' }],
    ['a code with letters', { challenge_id: randomUUID(), otp: '12345a' }],
    ['a numeric code', { challenge_id: randomUUID(), otp: 123456 }],
  ])('refuses %s with 422 / 40001', async (_name, payload) => {
    const res = await post('/two-factor/verify', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
  });
});
