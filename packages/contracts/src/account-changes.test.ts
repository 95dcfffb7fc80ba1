import { describe, expect, it } from 'vitest';
import {
  ZChangeEmailBody,
  ZChangePasswordForm,
  ZChangePhoneBody,
  ZDeleteAccountBody,
} from './account-changes';
import { fieldMessageOf } from './field-message';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), fieldMessageOf(issue as never).key]),
  );

describe('the Account tab’s bodies', () => {
  it('reads a blank proof as not given, and a code as six digits', () => {
    expect(
      ZChangeEmailBody.parse({ email: ' Rosa@Example.com ', current_password: '', confirmation_otp: null }),
    ).toEqual({
      email: 'rosa@example.com',
    });
    expect(
      messages(ZChangeEmailBody.safeParse({ email: 'rosa@example.com', confirmation_otp: '12345' })),
    ).toEqual({
      confirmation_otp: 'field.otp_six_digits',
    });
  });

  it('refuses fields it does not know, so nothing else can be changed on the way', () => {
    const result = ZDeleteAccountBody.safeParse({ email: 'rosa@example.com', current_password: 'x', id: 7 });
    expect(result.success).toBe(false);
  });

  it('takes a phone number of an SMS country only, at most 15 characters (spec §5)', () => {
    expect(ZChangePhoneBody.safeParse({ country_code: '+63', phone_num: '9171234567' }).success).toBe(true);
    expect(ZChangePhoneBody.safeParse({ country_code: '+999', phone_num: '9171234567' }).success).toBe(false);
    expect(messages(ZChangePhoneBody.safeParse({ country_code: '+63', phone_num: '9'.repeat(16) }))).toEqual({
      phone_num: 'field.too_long',
    });
    expect(messages(ZChangePhoneBody.safeParse({ country_code: '+63', phone_num: ' ' }))).toEqual({
      phone_num: 'field.phone_required',
    });
  });

  it('holds the new password to the product rule and to its repetition', () => {
    expect(messages(ZChangePasswordForm.safeParse({ new_password: 'short', confirm: 'short' }))).toEqual({
      new_password: 'field.password_rule',
    });
    expect(
      messages(
        ZChangePasswordForm.safeParse({
          current_password: 'old',
          new_password: 'long-enough',
          confirm: 'other',
        }),
      ),
    ).toEqual({ confirm: 'field.passwords_differ' });
  });
});
