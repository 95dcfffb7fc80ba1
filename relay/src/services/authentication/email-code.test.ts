import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { createTestApp } from '../../testing/test-app';
import { emailCodeLimits } from './email-code-routes';
import { hashPassword } from './password';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

function send(email: unknown, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/email-otp/send',
    headers: { 'x-forwarded-for': ip },
    payload: { email },
  });
}

function verify(payload: Record<string, unknown>, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/email-otp/verify',
    headers: { 'x-forwarded-for': ip },
    payload,
  });
}

async function lastMailTo(recipient: string) {
  return app.services.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

async function codeMailedTo(recipient: string) {
  const mail = await lastMailTo(recipient);
  const code = /\b(\d{6})\b/.exec(mail.body_text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.body_text}`);
  return code;
}

/** Moves the address's codes into the past, as if `seconds` had gone by. */
async function age(email: string, seconds: number) {
  await app.services.db
    .updateTable('one_time_codes')
    .set({
      created_at: sql`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
    })
    .where('purpose', '=', 'email_login')
    .where('subject', '=', email)
    .execute();
}

function userCookie(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'user');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

describe('POST /api/authentication/email-otp/send', () => {
  it('mails a six-digit login code and answers the resend countdown', async () => {
    const res = await send('Ana.Reyes@Example.com', newAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      message: 'Success',
      data: { expires_in_seconds: 600, resend_after_seconds: 60 },
    });
    const mail = await lastMailTo('ana.reyes@example.com');
    expect(mail.channel).toBe('email');
    const code = await codeMailedTo('ana.reyes@example.com');
    expect(mail.subject).toContain(code);
    const stored = await app.services.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('subject', '=', 'ana.reyes@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('email_login');
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('delivers the mail to the dev mailbox when no SMTP server is configured', async () => {
    await send('mailbox.reader@example.com', newAddress());
    await app.services.outbox.deliverPending();
    const res = await app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages?recipient=mailbox.reader@example.com',
    });
    const [message] = res.json().data;
    expect(message.subject).toMatch(/sign-in code: \d{6}$/);
    expect(message.body_text).toContain(await codeMailedTo('mailbox.reader@example.com'));
  });

  it('refuses a resend before the countdown ends, then sends a new code that replaces the old one', async () => {
    const ip = newAddress();
    await send('countdown@example.com', ip);
    const first = await codeMailedTo('countdown@example.com');
    const early = await send('countdown@example.com', ip);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe(40006);
    const secondsLeft = Number(/in (\d+) seconds/.exec(early.json().message)?.[1]);
    expect(secondsLeft).toBeGreaterThan(55);
    expect(secondsLeft).toBeLessThanOrEqual(60);

    await age('countdown@example.com', 61);
    expect((await send('countdown@example.com', ip)).statusCode).toBe(200);
    const second = await codeMailedTo('countdown@example.com');
    if (first !== second) {
      const old = await verify({ email: 'countdown@example.com', otp: first }, ip);
      expect(old.json().code).toBe(41040);
    }
    const res = await verify({ email: 'countdown@example.com', otp: second }, ip);
    expect(res.statusCode).toBe(200);
  });

  it("answers 50001 (the page's 'Fail to send OTP') when the mail cannot be queued, and keeps no code", async () => {
    const ip = newAddress();
    const enqueue = vi
      .spyOn(app.services.outbox, 'enqueue')
      .mockRejectedValueOnce(new Error('outbox table unavailable'));
    const res = await send('unlucky@example.com', ip);
    enqueue.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 50001,
      message: expect.stringContaining('Something went wrong'),
    });
    const codes = await app.services.db
      .selectFrom('one_time_codes')
      .select('id')
      .where('subject', '=', 'unlucky@example.com')
      .execute();
    expect(codes).toHaveLength(0);
    // Nothing was sent, so no countdown holds the retry back.
    expect((await send('unlucky@example.com', ip)).statusCode).toBe(200);
  });

  it('limits the codes mailed to one address per hour, whatever the network address', async () => {
    for (let i = 0; i < emailCodeLimits.sendPerEmail.limit; i++) {
      expect((await send('flooded@example.com', newAddress())).statusCode).toBe(200);
      await age('flooded@example.com', 61);
    }
    const res = await send('flooded@example.com', newAddress());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(40006);
  });

  it('limits the codes one network address asks for, whatever the address', async () => {
    const ip = newAddress();
    for (let i = 0; i < emailCodeLimits.sendPerIp.limit; i++) {
      expect((await send(`spray${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const res = await send('spray-last@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(40006);
  });

  it('refuses what is not an email with 40001, never a 500', async () => {
    const ip = newAddress();
    for (const email of ['not-an-email', '', 42, null, ['a@b.co'], `${'x'.repeat(300)}@example.com`]) {
      const res = await send(email, ip);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
      expect(res.json().errors.email).toHaveLength(1);
    }
  });
});

describe('POST /api/authentication/email-otp/verify', () => {
  it('signs up an address without an account: first name from the mail, email verified, no password', async () => {
    const ip = newAddress();
    await send('new.seeker@example.com', ip);
    const otp = await codeMailedTo('new.seeker@example.com');
    const res = await verify(
      { email: 'New.Seeker@example.com', otp, device_uuid: '6a0e7c52-3c1b-4d38-9a9e-1f0f6d2b7c11' },
      ip,
    );
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: 'new.seeker@example.com',
      first_name: 'new.seeker',
      is_email_verify: true,
    });
    expect(user.is_new_account).toBe(true);
    expect(res.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ httpOnly: true });
    expect(userCookie(res)).toMatchObject({ id: user.id, is_email_verify: true });

    const row = await app.services.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    const device = await app.services.db
      .selectFrom('known_devices')
      .select('device_uuid')
      .where('user_id', '=', user.id)
      .execute();
    expect(device.map((d) => d.device_uuid)).toEqual(['6a0e7c52-3c1b-4d38-9a9e-1f0f6d2b7c11']);
  });

  it('signs into the existing account of the address and marks its email verified', async () => {
    const ip = newAddress();
    const existing = await app.services.db
      .insertInto('users')
      .values({
        email: 'Maria.Santos@example.com',
        password_hash: await hashPassword('a-long-password'),
        first_name: 'Maria',
        last_name: 'Santos',
        phone_num: null,
        role: 'jobseeker',
        active_key: 1,
        is_email_verify: false,
        is_mobile_verified: false,
        is_profile_completed: true,
        avatar: null,
        country_id: 167,
        suspended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await send('maria.santos@example.com', ip);
    const res = await verify(
      { email: 'maria.santos@example.com', otp: await codeMailedTo('maria.santos@example.com') },
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: existing.id, first_name: 'Maria', is_email_verify: true });
    const accounts = await app.services.db
      .selectFrom('users')
      .select(['id', 'is_email_verify'])
      .where(sql`lower(email)`, '=', 'maria.santos@example.com')
      .execute();
    expect(accounts).toEqual([{ id: existing.id, is_email_verify: true }]);
  });

  it("answers a wrong code with 41040 and the spec's message", async () => {
    const ip = newAddress();
    await send('wrong.code@example.com', ip);
    const otp = await codeMailedTo('wrong.code@example.com');
    const wrong = otp === '000000' ? '000001' : '000000';
    const res = await verify({ email: 'wrong.code@example.com', otp: wrong }, ip);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 41040,
      message: 'The OTP you have entered is wrong. Please try again.',
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect((await verify({ email: 'wrong.code@example.com', otp }, ip)).statusCode).toBe(200);
  });

  it('answers a code used once already with 41042', async () => {
    const ip = newAddress();
    await send('used.code@example.com', ip);
    const otp = await codeMailedTo('used.code@example.com');
    expect((await verify({ email: 'used.code@example.com', otp }, ip)).statusCode).toBe(200);
    const again = await verify({ email: 'used.code@example.com', otp }, ip);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 41042,
      message: 'This OTP has already been used. Please request a new one.',
    });
  });

  it('answers an expired code with 41043 and creates no account', async () => {
    const ip = newAddress();
    await send('late.reader@example.com', ip);
    const otp = await codeMailedTo('late.reader@example.com');
    await age('late.reader@example.com', 11 * 60);
    const res = await verify({ email: 'late.reader@example.com', otp }, ip);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 41043,
      message: 'This OTP has expired. Please request a new one.',
    });
    const users = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'late.reader@example.com')
      .execute();
    expect(users).toHaveLength(0);
  });

  it('answers a code for an address that never asked for one with 41040', async () => {
    const res = await verify({ email: 'never.asked@example.com', otp: '123456' }, newAddress());
    expect(res.json().code).toBe(41040);
  });

  it('refuses a suspended account with 41044 after the right code', async () => {
    const ip = newAddress();
    await app.services.db
      .insertInto('users')
      .values({
        email: 'suspended@example.com',
        password_hash: null,
        first_name: 'Sus',
        last_name: 'Pended',
        phone_num: null,
        role: 'jobseeker',
        active_key: 1,
        is_email_verify: true,
        is_mobile_verified: false,
        is_profile_completed: true,
        avatar: null,
        country_id: 167,
        suspended_at: new Date(),
      })
      .execute();
    await send('suspended@example.com', ip);
    const res = await verify(
      { email: 'suspended@example.com', otp: await codeMailedTo('suspended@example.com') },
      ip,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(41044);
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('stops guessing: after the per-address limit of tries even the right code waits', async () => {
    const ip = newAddress();
    await send('guessed@example.com', ip);
    const otp = await codeMailedTo('guessed@example.com');
    const wrong = otp === '999999' ? '999998' : '999999';
    for (let i = 0; i < emailCodeLimits.verifyPerEmail.limit; i++) {
      const res = await verify({ email: 'guessed@example.com', otp: wrong }, newAddress());
      expect([41040, 41043]).toContain(res.json().code);
    }
    const res = await verify({ email: 'guessed@example.com', otp }, newAddress());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(40006);
  });

  it('refuses malformed codes and fields with 40001, never a 500', async () => {
    const ip = newAddress();
    const bodies = [
      { email: 'a@example.com', otp: '12345' },
      { email: 'a@example.com', otp: '1234567' },
      { email: 'a@example.com', otp: 'abcdef' },
      { email: 'a@example.com', otp: 123456 },
      { email: 'a@example.com', otp: '123456', device_uuid: 'not-a-uuid' },
      { email: 'a@example.com', otp: '123456', role: 'admin' },
      { email: 'a@example.com', otp: '1'.repeat(100_000) },
      {},
    ];
    for (const body of bodies) {
      const res = await verify(body, ip);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });
});
