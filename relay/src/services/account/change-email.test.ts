import { randomUUID } from 'node:crypto';
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

const newEmail = () => `moved-${randomUUID()}@example.com`;

describe('changing the email address', () => {
  it('sends a code to the new address, then changes, verifies and tells the old address', async () => {
    const seeker = await accountSeeker(app, { user: { is_email_verify: false } });
    const email = newEmail();
    const sent = await seeker.call('POST', '/email/send-code', { email, current_password: oldPassword });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ expires_in_seconds: 600, resend_after_seconds: 60 });
    const { code } = await lastMessageTo(app, email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await seeker.call('POST', '/email/verify', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ id: seeker.userId, email, is_email_verify: true });
    expect(userCookieOf(verified)).toMatchObject({ email, is_email_verify: true });

    const notice = await lastMessageTo(app, seeker.email);
    expect(notice.subject).toBe('Your Talkhire email address was changed');
    expect(notice.body_text).toContain(`m***@example.com`);
    const overview = await seeker.call('GET', '');
    expect(overview.json().data).toMatchObject({ email, is_email_verify: true, has_password: true });
  });

  it('keeps the address as typed in lower case, so the sign-in lookup finds it', async () => {
    const seeker = await accountSeeker(app);
    const email = newEmail();
    await seeker.call('POST', '/email/send-code', {
      email: ` ${email.toUpperCase()} `,
      current_password: oldPassword,
    });
    const { code } = await lastMessageTo(app, email);
    const verified = await seeker.call('POST', '/email/verify', { email: email.toUpperCase(), otp: code });
    expect(verified.json().data.email).toBe(email);
  });

  it('refuses an address another account uses, and the account’s own, with 41038', async () => {
    const other = await accountSeeker(app);
    const seeker = await accountSeeker(app);
    for (const email of [other.email, seeker.email.toUpperCase()]) {
      const res = await seeker.call('POST', '/email/send-code', { email, current_password: oldPassword });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 41038,
        message: 'This Email address has been used. Please change to another email',
        errors: { email: ['This Email address has been used. Please change to another email'] },
      });
    }
  });

  it('refuses at the verify step when another account took the address meanwhile', async () => {
    const seeker = await accountSeeker(app);
    const email = newEmail();
    await seeker.call('POST', '/email/send-code', { email, current_password: oldPassword });
    const { code } = await lastMessageTo(app, email);
    await app.services.db
      .updateTable('users')
      .set({ email })
      .where('id', '=', (await accountSeeker(app)).userId)
      .execute();
    const res = await seeker.call('POST', '/email/verify', { email, otp: code });
    expect(res.json().code).toBe(41038);
  });

  it('refuses a wrong current password with 40002 as a 422 (the page keeps its session)', async () => {
    const seeker = await accountSeeker(app);
    const res = await seeker.call('POST', '/email/send-code', {
      email: newEmail(),
      current_password: 'not-it-at-all',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 40002,
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect((await seeker.call('GET', '')).statusCode).toBe(200);
  });

  it('asks for the current password when none is given', async () => {
    const seeker = await accountSeeker(app);
    const res = await seeker.call('POST', '/email/send-code', { email: newEmail() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 40001,
      errors: { current_password: ['Please enter your password.'] },
    });
  });

  it('refuses an invalid address with spec §5’s message', async () => {
    const seeker = await accountSeeker(app);
    const res = await seeker.call('POST', '/email/send-code', {
      email: 'not-an-email',
      current_password: oldPassword,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Please enter a valid email address.']);
  });

  it('refuses a wrong code (41040), a used one (41042) and an expired one (41043)', async () => {
    const seeker = await accountSeeker(app);
    const email = newEmail();
    await seeker.call('POST', '/email/send-code', { email, current_password: oldPassword });
    const { code } = await lastMessageTo(app, email);
    const wrong = await seeker.call('POST', '/email/verify', { email, otp: otherCode(code!) });
    expect(wrong.json()).toMatchObject({
      code: 41040,
      message: 'The OTP you have entered is wrong. Please try again.',
    });
    // The code proves this address only: sent with another, it is no code at all.
    const elsewhere = await seeker.call('POST', '/email/verify', { email: newEmail(), otp: code });
    expect(elsewhere.json().code).toBe(41040);
    expect((await seeker.call('POST', '/email/verify', { email, otp: code })).statusCode).toBe(200);
    expect((await seeker.call('POST', '/email/verify', { email, otp: code })).json().code).toBe(41042);

    const later = newEmail();
    await seeker.call('POST', '/email/send-code', { email: later, current_password: oldPassword });
    const next = await lastMessageTo(app, later);
    await app.services.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('subject', '=', `${seeker.userId}:${later}`)
      .execute();
    expect((await seeker.call('POST', '/email/verify', { email: later, otp: next.code })).json().code).toBe(
      41043,
    );
  });

  it('waits for the resend countdown before sending another code (429 / 40006)', async () => {
    const seeker = await accountSeeker(app);
    const email = newEmail();
    expect(
      (await seeker.call('POST', '/email/send-code', { email, current_password: oldPassword })).statusCode,
    ).toBe(200);
    const again = await seeker.call('POST', '/email/send-code', { email, current_password: oldPassword });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(40006);
  });

  it('answers 401 / 40003 without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/account/email/send-code',
      payload: { email: newEmail(), current_password: oldPassword },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });
});

describe('an account without a password', () => {
  it('confirms the change with a code mailed to its current address, used up by the change', async () => {
    const seeker = await accountSeeker(app, { password: null });
    const overview = await seeker.call('GET', '');
    expect(overview.json().data).toMatchObject({ has_password: false, confirmation: 'email_code' });

    const asked = await seeker.call('POST', '/email/send-code', { email: newEmail() });
    expect(asked.json()).toMatchObject({
      code: 40001,
      errors: { confirmation_otp: ['The code has 6 digits.'] },
    });

    const confirmation = await seeker.call('POST', '/confirmation-code');
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json().data).toMatchObject({
      resend_after_seconds: 60,
      email_hint: 's***@example.com',
    });
    const { code: confirmationOtp } = await lastMessageTo(app, seeker.email);

    const wrong = await seeker.call('POST', '/email/send-code', {
      email: newEmail(),
      confirmation_otp: otherCode(confirmationOtp!),
    });
    expect(wrong.json().code).toBe(41040);

    const email = newEmail();
    const sent = await seeker.call('POST', '/email/send-code', { email, confirmation_otp: confirmationOtp });
    expect(sent.statusCode).toBe(200);
    const { code } = await lastMessageTo(app, email);
    expect((await seeker.call('POST', '/email/verify', { email, otp: code })).statusCode).toBe(200);

    // One confirmation, one change.
    const again = await seeker.call('POST', '/email/send-code', {
      email: newEmail(),
      confirmation_otp: confirmationOtp,
    });
    expect(again.json().code).toBe(41042);
  });
});
