import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import type { NewUser } from '../../db/schema';
import { newAddress } from '../../testing/addresses';
import { createTestApp } from '../../testing/test-app';
import { phoneCodeLimits } from './phone-code-routes';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

/** A Philippine mobile number nobody else in this file uses: +63 917 000 NNNN. */
let phoneCounter = 1000;
function newPhilippineNumber() {
  phoneCounter += 1;
  return { country_code: '+63', phone_num: `917000${phoneCounter}`, e164: `+63917000${phoneCounter}` };
}

function post(path: string, payload: unknown, ip = newAddress()) {
  return app.inject({
    method: 'POST',
    url: `/api/authentication/phone-otp/${path}`,
    headers: { 'x-forwarded-for': ip },
    payload: payload as Record<string, unknown>,
  });
}

async function smsCodeTo(e164: string) {
  const sms = await app.services.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', e164)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(sms.channel).toBe('sms');
  const code = /\b(\d{6})\b/.exec(sms.body_text)?.[1];
  if (!code) throw new Error(`no code in: ${sms.body_text}`);
  return code;
}

/** Sends a code to the number and reads it from the SMS outbox, as the dev mailbox shows it. */
async function codeFor(phone: { country_code: string; phone_num: string; e164: string }) {
  const res = await post('send', { country_code: phone.country_code, phone_num: phone.phone_num });
  expect(res.statusCode).toBe(200);
  return smsCodeTo(phone.e164);
}

async function account(values: Partial<NewUser>) {
  const row = await app.services.db
    .insertInto('users')
    .values({
      email: '',
      password_hash: null,
      first_name: 'Someone',
      last_name: 'Else',
      phone_num: null,
      role: 'jobseeker',
      active_key: 1,
      is_email_verify: true,
      is_mobile_verified: false,
      is_profile_completed: true,
      avatar: null,
      country_id: 167,
      suspended_at: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function userCookie(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'user');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

describe('POST /api/authentication/phone-otp/send', () => {
  it('sends the code by SMS through the outbox, to the number in international form', async () => {
    const res = await post('send', { country_code: '+63', phone_num: '0917 123 4567' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ expires_in_seconds: 600, resend_after_seconds: 60 });
    expect(await smsCodeTo('+639171234567')).toMatch(/^\d{6}$/);
  });

  it('lands the SMS in the dev mailbox, since there is no SMS gateway locally', async () => {
    await post('send', { country_code: '+65', phone_num: '8123 4567' });
    await app.services.outbox.deliverPending();
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox/messages?recipient=%2B6581234567' });
    const [message] = res.json().data;
    expect(message).toMatchObject({ channel: 'sms', transport: 'mailbox' });
    expect(message.body_text).toContain(await smsCodeTo('+6581234567'));
  });

  it('tells the two countries of +1 apart by the number', async () => {
    expect((await post('send', { country_code: '+1', phone_num: '(212) 555-0123' })).statusCode).toBe(200);
    expect((await post('send', { country_code: '+1', phone_num: '416 555 0199' })).statusCode).toBe(200);
    expect(await smsCodeTo('+14165550199')).toMatch(/^\d{6}$/);
  });

  it('accepts only the dial codes of countries where SMS is allowed', async () => {
    for (const country_code of ['+33', '+49', '+999', '63', 'PH', '', 63]) {
      const res = await post('send', { country_code, phone_num: '9171234567' });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
      expect(res.json().errors.country_code).toHaveLength(1);
    }
  });

  it('refuses a number longer than 15 characters or empty with 40001', async () => {
    for (const phone_num of ['0917 123 4567 89', '', 9171234567, null]) {
      const res = await post('send', { country_code: '+63', phone_num });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
      expect(res.json().errors.phone_num).toHaveLength(1);
    }
  });

  it("answers a number that is wrong for the country with that country's format code", async () => {
    const ph = await post('send', { country_code: '+63', phone_num: '12345' });
    expect(ph.statusCode).toBe(422);
    expect(ph.json()).toMatchObject({
      code: 41349,
      message: 'Please enter a valid phone number for Philippines.',
    });
    const us = await post('send', { country_code: '+1', phone_num: '1234567' });
    expect(us.json()).toMatchObject({ code: 41355, message: expect.stringContaining('United States') });
    const mo = await post('send', { country_code: '+853', phone_num: '12' });
    expect(mo.json().code).toBe(41366);
  });

  it('answers text that is no phone number at all with 41236', async () => {
    for (const phone_num of ['call me', '+44 7400 123456', '917-abc-4567']) {
      const res = await post('send', { country_code: '+63', phone_num });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 41236, message: 'This phone number is not valid.' });
    }
  });

  it('refuses a resend before the countdown ends with 429 / 40006', async () => {
    const phone = newPhilippineNumber();
    await codeFor(phone);
    const early = await post('send', { country_code: phone.country_code, phone_num: phone.phone_num });
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe(40006);
  });

  it('limits the codes one network address sends, whatever the number', async () => {
    const ip = newAddress();
    for (let i = 0; i < phoneCodeLimits.sendPerIp.limit; i++) {
      const phone = newPhilippineNumber();
      expect((await post('send', { country_code: '+63', phone_num: phone.phone_num }, ip)).statusCode).toBe(
        200,
      );
    }
    const last = newPhilippineNumber();
    expect((await post('send', { country_code: '+63', phone_num: last.phone_num }, ip)).json().code).toBe(
      40006,
    );
  });

  it("answers 50001 (the page's 'Fail to send OTP') when the SMS cannot be queued, and keeps no code", async () => {
    const phone = newPhilippineNumber();
    const enqueue = vi.spyOn(app.services.outbox, 'enqueue').mockRejectedValueOnce(new Error('outbox down'));
    const res = await post('send', { country_code: '+63', phone_num: phone.phone_num });
    enqueue.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe(50001);
    const codes = await app.services.db
      .selectFrom('one_time_codes')
      .select('id')
      .where('subject', '=', phone.e164)
      .execute();
    expect(codes).toHaveLength(0);
  });
});

describe('POST /api/authentication/phone-otp/verify', () => {
  it('creates an account for a number nobody has, with the number verified and no email', async () => {
    const phone = newPhilippineNumber();
    const otp = await codeFor(phone);
    const res = await post('verify', { country_code: '+63', phone_num: phone.phone_num, otp });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      phone_num: phone.e164,
      email: '',
      is_mobile_verified: true,
      is_email_verify: false,
    });
    expect(userCookie(res)).toMatchObject({ id: user.id, is_mobile_verified: true });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ httpOnly: true });

    // A second phone-only account is possible: the email index ignores empty emails.
    const other = newPhilippineNumber();
    const second = await post('verify', {
      country_code: '+63',
      phone_num: other.phone_num,
      otp: await codeFor(other),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).not.toBe(user.id);
  });

  it('signs into the one account that has the number verified, and the user cookie shows it', async () => {
    const phone = newPhilippineNumber();
    const owner = await account({
      email: 'owner@example.com',
      phone_num: phone.e164,
      is_mobile_verified: true,
    });
    // Someone else typed the same number into a profile but never confirmed it: not a match.
    await account({ email: 'typo@example.com', phone_num: phone.e164, is_mobile_verified: false });
    const res = await post('verify', {
      country_code: '+63',
      phone_num: `0${phone.phone_num}`,
      otp: await codeFor(phone),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: owner,
      email: 'owner@example.com',
      is_mobile_verified: true,
    });
    expect(userCookie(res)).toMatchObject({ id: owner, is_mobile_verified: true });
  });

  it("answers wrong, used and expired codes with 41040, 41042 and 41043 and the spec's messages", async () => {
    const phone = newPhilippineNumber();
    const otp = await codeFor(phone);
    const body = { country_code: '+63', phone_num: phone.phone_num };
    const wrong = await post('verify', { ...body, otp: otp === '000000' ? '000001' : '000000' });
    expect(wrong.json()).toMatchObject({
      code: 41040,
      message: 'The OTP you have entered is wrong. Please try again.',
    });
    expect((await post('verify', { ...body, otp })).statusCode).toBe(200);
    const used = await post('verify', { ...body, otp });
    expect(used.json()).toMatchObject({
      code: 41042,
      message: 'This OTP has already been used. Please request a new one.',
    });

    const late = newPhilippineNumber();
    const lateOtp = await codeFor(late);
    await app.services.db
      .updateTable('one_time_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('subject', '=', late.e164)
      .execute();
    const expired = await post('verify', { country_code: '+63', phone_num: late.phone_num, otp: lateOtp });
    expect(expired.json()).toMatchObject({
      code: 41043,
      message: 'This OTP has expired. Please request a new one.',
    });
    const created = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('phone_num', '=', late.e164)
      .execute();
    expect(created).toHaveLength(0);
  });

  it('refuses a suspended account with 41044', async () => {
    const phone = newPhilippineNumber();
    await account({ phone_num: phone.e164, is_mobile_verified: true, suspended_at: new Date() });
    const res = await post('verify', {
      country_code: '+63',
      phone_num: phone.phone_num,
      otp: await codeFor(phone),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(41044);
  });

  it('limits verification tries per number', async () => {
    const phone = newPhilippineNumber();
    const otp = await codeFor(phone);
    const body = { country_code: '+63', phone_num: phone.phone_num };
    for (let i = 0; i < phoneCodeLimits.verifyPerPhone.limit; i++) {
      await post('verify', { ...body, otp: otp === '111111' ? '111112' : '111111' });
    }
    const res = await post('verify', { ...body, otp });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(40006);
  });

  it('refuses malformed input with 40001, never a 500', async () => {
    const bodies = [
      { country_code: '+63', phone_num: '9171234567', otp: '12ab56' },
      { country_code: '+63', phone_num: '9171234567', otp: '123456', device_uuid: 'x' },
      { country_code: '+63', phone_num: 'x'.repeat(100_000), otp: '123456' },
      { country_code: { $gt: '' }, phone_num: '9171234567', otp: '123456' },
      [],
    ];
    for (const body of bodies) {
      const res = await post('verify', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });
});

describe('choosing an account when several share the number', () => {
  async function sharedNumber() {
    const phone = newPhilippineNumber();
    const first = await account({
      email: `jane.doe+${phone.e164}@example.com`,
      first_name: 'Jane',
      phone_num: phone.e164,
      is_mobile_verified: true,
    });
    const second = await account({
      email: `jd.work+${phone.e164}@example.org`,
      first_name: 'Janet',
      phone_num: phone.e164,
      is_mobile_verified: true,
      avatar: '/avatars/janet.png',
    });
    const res = await post('verify', {
      country_code: '+63',
      phone_num: phone.phone_num,
      otp: await codeFor(phone),
      device_uuid: '9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
    });
    return { phone, first, second, res };
  }

  it('answers the accounts to choose from, with their emails masked, and opens no session yet', async () => {
    const { first, second, res } = await sharedNumber();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      choose_account: true,
      selection_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_in_seconds: 300,
      accounts: [
        { id: first, email_masked: 'j***@example.com', first_name: 'Jane', avatar: null },
        { id: second, email_masked: 'j***@example.org', first_name: 'Janet', avatar: '/avatars/janet.png' },
      ],
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('opens the chosen account once; the token cannot be used again', async () => {
    const { second, res } = await sharedNumber();
    const { selection_token } = res.json().data;
    const chosen = await post('choose-account', { selection_token, account_id: second });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ id: second, first_name: 'Janet', is_mobile_verified: true });
    expect(userCookie(chosen)).toMatchObject({ id: second, is_mobile_verified: true });
    const devices = await app.services.db
      .selectFrom('known_devices')
      .select('device_uuid')
      .where('user_id', '=', second)
      .execute();
    expect(devices.map((d) => d.device_uuid)).toEqual(['9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f']);

    const replay = await post('choose-account', { selection_token, account_id: second });
    expect(replay.json().code).toBe(41042);
  });

  it('refuses an account that was not among the choices, and keeps the token usable', async () => {
    const { first, res } = await sharedNumber();
    const stranger = await account({ email: `stranger+${first}@example.com` });
    const { selection_token } = res.json().data;
    const refused = await post('choose-account', { selection_token, account_id: stranger });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 40001, errors: { account_id: [expect.any(String)] } });
    expect((await post('choose-account', { selection_token, account_id: first })).statusCode).toBe(200);
  });

  it('answers an expired or unknown selection token with 41043', async () => {
    const { first, res } = await sharedNumber();
    const { selection_token } = res.json().data;
    await app.services.db
      .updateTable('phone_account_selections')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .execute();
    expect((await post('choose-account', { selection_token, account_id: first })).json().code).toBe(41043);
    const unknown = await post('choose-account', { selection_token: 'a'.repeat(43), account_id: first });
    expect(unknown.json().code).toBe(41043);
  });

  it('refuses malformed choices with 40001', async () => {
    for (const body of [
      { selection_token: 'short', account_id: 1 },
      { selection_token: 'a'.repeat(43), account_id: 'one' },
      { selection_token: 'a'.repeat(43), account_id: -1 },
      { selection_token: 'a'.repeat(43) },
    ]) {
      const res = await post('choose-account', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });
});
