import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { accountSeeker, lastMessageTo, oldPassword, otherCode, userCookieOf } from './account-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

/** A Philippine mobile number of its own: +63 917 2NN NNNN (random, so suites on one database never share). */
function newNumber() {
  const local = `9172${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  return { country_code: '+63', phone_num: local, e164: `+63${local}` };
}

describe('changing the phone number', () => {
  it('sends a code by SMS, then changes the number (E.164) and marks it verified', async () => {
    const seeker = await accountSeeker(app);
    const phone = newNumber();
    const sent = await seeker.call('POST', '/phone/send-code', {
      country_code: phone.country_code,
      phone_num: phone.phone_num,
      current_password: oldPassword,
    });
    expect(sent.statusCode).toBe(200);
    const sms = await lastMessageTo(app, phone.e164);
    expect(sms.channel).toBe('sms');

    const verified = await seeker.call('POST', '/phone/verify', {
      country_code: phone.country_code,
      phone_num: phone.phone_num,
      otp: sms.code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ phone_num: phone.e164, is_mobile_verified: true });
    expect(userCookieOf(verified)).toMatchObject({ phone_num: phone.e164, is_mobile_verified: true });
  });

  it('lands the SMS in the dev mailbox, where the e2e journey reads it', async () => {
    const seeker = await accountSeeker(app);
    const phone = newNumber();
    const body = {
      country_code: phone.country_code,
      phone_num: phone.phone_num,
      current_password: oldPassword,
    };
    await seeker.call('POST', '/phone/send-code', body);
    await app.services.outbox.deliverPending();
    const res = await app.inject({
      method: 'GET',
      url: `/dev/mailbox/messages?recipient=${encodeURIComponent(phone.e164)}`,
    });
    const [message] = res.json().data;
    expect(message).toMatchObject({ channel: 'sms', transport: 'mailbox' });
    expect(message.body_text).toContain((await lastMessageTo(app, phone.e164)).code);
  });

  it('refuses a number another account verified (41173), not one merely typed at sign-up', async () => {
    const phone = newNumber();
    const owner = await accountSeeker(app, { user: { phone_num: phone.e164, is_mobile_verified: false } });
    const seeker = await accountSeeker(app);
    const body = {
      country_code: phone.country_code,
      phone_num: phone.phone_num,
      current_password: oldPassword,
    };
    expect((await seeker.call('POST', '/phone/send-code', body)).statusCode).toBe(200);

    await app.services.db
      .updateTable('users')
      .set({ is_mobile_verified: true })
      .where('id', '=', owner.userId)
      .execute();
    const taken = await (await accountSeeker(app)).call('POST', '/phone/send-code', body);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      code: 41173,
      errors: { phone_num: ['This phone number is already linked to another account.'] },
    });
    // The code sent before the owner verified it no longer changes anything either.
    const { code } = await lastMessageTo(app, phone.e164);
    const late = await seeker.call('POST', '/phone/verify', {
      ...body,
      current_password: undefined,
      otp: code,
    });
    expect(late.json().code).toBe(41173);
  });

  it('refuses a number in the wrong format for its country with that country’s code', async () => {
    const seeker = await accountSeeker(app);
    const res = await seeker.call('POST', '/phone/send-code', {
      country_code: '+63',
      phone_num: '12345',
      current_password: oldPassword,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBeGreaterThanOrEqual(41348);
    expect(res.json().code).toBeLessThanOrEqual(41415);
    const letters = await seeker.call('POST', '/phone/send-code', {
      country_code: '+63',
      phone_num: 'call me',
      current_password: oldPassword,
    });
    expect(letters.json().code).toBe(41236);
    const long = await seeker.call('POST', '/phone/send-code', {
      country_code: '+63',
      phone_num: '9'.repeat(16),
      current_password: oldPassword,
    });
    expect(long.json().code).toBe(40001);
  });

  it('refuses a wrong current password and a wrong code', async () => {
    const seeker = await accountSeeker(app);
    const phone = newNumber();
    const body = { country_code: phone.country_code, phone_num: phone.phone_num };
    const wrongPassword = await seeker.call('POST', '/phone/send-code', {
      ...body,
      current_password: 'nope-nope',
    });
    expect(wrongPassword.json()).toMatchObject({ code: 40002 });
    expect(wrongPassword.statusCode).toBe(422);

    await seeker.call('POST', '/phone/send-code', { ...body, current_password: oldPassword });
    const { code } = await lastMessageTo(app, phone.e164);
    const wrong = await seeker.call('POST', '/phone/verify', { ...body, otp: otherCode(code!) });
    expect(wrong.json().code).toBe(41040);
    const row = await app.services.db
      .selectFrom('users')
      .select(['phone_num', 'is_mobile_verified'])
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone_num: null, is_mobile_verified: false });
  });
});
