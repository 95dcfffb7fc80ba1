import { describe, expect, it } from 'vitest';
import { ZLoginBody, ZNewPasswordForm, ZRegisterBody, ZRegisterForm } from './accounts';
import { ZQuickApplyForm } from './applications';
import { ZCommonPhraseBody, ZCommonPhraseForm } from './chat-features';
import { ZEmailOtpVerifyBody, ZPhoneOtpSendBody } from './code-login';
import { ZReportCompanyBody } from './companies';
import { ZJobAlertCreateBody, ZJobAlertGuestForm, ZJobAlertUpdateBody } from './job-alerts';
import { ZReportJobBody } from './job-detail';
import { ZEducationBody, ZJobPreferenceBody, ZWorkExperienceBody } from './profile';
import { fieldKeys, fieldMessages } from './testing/field-messages';

/** Spec §5 rules of the forms outside the profile, with the message key each one says. */
describe('sign-up and sign-in', () => {
  it('wants both names, a valid email, and a password of 8 or none', () => {
    expect(fieldKeys(ZRegisterForm, { first_name: ' ', last_name: '', email: '', password: '' })).toEqual({
      first_name: 'field.required',
      last_name: 'field.required',
      email: 'field.invalid_email',
    });
    const ana = { first_name: 'Ana', last_name: 'Cruz', email: 'ana@example.com' };
    expect(fieldKeys(ZRegisterForm, { ...ana, email: 'not-an-email', password: 'short' })).toEqual({
      email: 'field.invalid_email',
      password: 'field.password_rule',
    });
    expect(fieldKeys(ZRegisterForm, { ...ana, password: 'long enough' })).toEqual({});
    expect(fieldMessages(ZRegisterForm, { ...ana, first_name: 'x'.repeat(51), password: '' })).toEqual({
      first_name: { key: 'field.too_long', values: { maximum: 50 } },
    });
  });

  it('says the same on the registration body the relay reads', () => {
    const body = { first_name: 'Ana', last_name: 'Cruz', client_id: '1', client_secret: 'web' };
    expect(fieldKeys(ZRegisterBody, { ...body, email: 'x', password: 'short' })).toEqual({
      email: 'field.invalid_email',
      password: 'field.password_rule',
    });
  });

  it('wants the new password twice, the same', () => {
    expect(fieldKeys(ZNewPasswordForm, { new_password: 'short', confirm: 'other' })).toEqual({
      new_password: 'field.password_rule',
    });
    expect(fieldKeys(ZNewPasswordForm, { new_password: 'long enough', confirm: 'long enougH' })).toEqual({
      confirm: 'field.passwords_differ',
    });
    expect(fieldKeys(ZNewPasswordForm, { new_password: 'long enough', confirm: 'long enough' })).toEqual({});
  });

  it('wants a password to log in, a 6-digit code, and a phone number of at most 15', () => {
    expect(fieldKeys(ZLoginBody.pick({ password: true }), { password: '' })).toEqual({
      password: 'field.password_required',
    });
    const otp = ZEmailOtpVerifyBody.pick({ otp: true });
    expect(fieldKeys(otp, { otp: '12345' })).toEqual({ otp: 'field.otp_six_digits' });
    expect(fieldKeys(otp, { otp: '12345a' })).toEqual({ otp: 'field.otp_six_digits' });
    expect(fieldKeys(otp, { otp: '012345' })).toEqual({});
    expect(fieldKeys(ZPhoneOtpSendBody, { country_code: '+63', phone_num: ' ' })).toEqual({
      phone_num: 'field.phone_required',
    });
    expect(fieldMessages(ZPhoneOtpSendBody, { country_code: '+63', phone_num: '9'.repeat(16) })).toEqual({
      phone_num: { key: 'field.too_long', values: { maximum: 15 } },
    });
  });
});

describe('job alerts (spec §5: a filter, a frequency, a well-formed email)', () => {
  it("names all three at once on a visitor's form", () => {
    expect(fieldKeys(ZJobAlertGuestForm, { keywords: '', filters: {}, email: '' })).toEqual({
      filters: 'field.alert_filter_required',
      frequency: 'field.alert_frequency_required',
      email: 'field.invalid_email',
    });
    expect(
      fieldKeys(ZJobAlertGuestForm, {
        keywords: 'developer',
        filters: { job_locations: [2001] },
        frequency: 'daily',
        email: 'Ana@Example.com ',
      }),
    ).toEqual({});
  });

  it('lets a signed-in seeker leave the email out', () => {
    expect(
      ZJobAlertCreateBody.parse({ filters: { industries: [1] }, frequency: 'weekly', email: '' }),
    ).toEqual({
      filters: { industries: [1] },
      frequency: 'weekly',
    });
    // A keyword alone is a criterion, and so is a verified-company flag; nothing at all is not.
    expect(fieldKeys(ZJobAlertCreateBody, { keywords: 'developer', frequency: 'weekly' })).toEqual({});
    expect(fieldKeys(ZJobAlertCreateBody, { keywords: '  ', frequency: 'weekly' })).toEqual({
      filters: 'field.alert_filter_required',
    });
    expect(
      fieldKeys(ZJobAlertCreateBody, { filters: { is_company_verified: true }, frequency: 'weekly' }),
    ).toEqual({});
  });
});

describe('common phrases (spec §5: no contact information)', () => {
  it('refuses a blank phrase and, in the editor, contact details with the 41344 sentence', () => {
    expect(fieldKeys(ZCommonPhraseForm, { text: '  ' })).toEqual({ text: 'field.required' });
    expect(fieldKeys(ZCommonPhraseForm, { text: 'Call me on +63 917 123 4567' })).toEqual({ text: '41344' });
    expect(fieldKeys(ZCommonPhraseForm, { text: 'I can start in two weeks.' })).toEqual({});
  });

  it('leaves contact details to the relay, which answers them with the catalogue code', () => {
    expect(ZCommonPhraseBody.safeParse({ text: 'see www.example.org' }).success).toBe(true);
  });
});

describe('reports', () => {
  it('want a reason chosen from the list', () => {
    expect(fieldKeys(ZReportJobBody, {})).toEqual({ report_reason_id: 'field.report_reason_required' });
    expect(fieldKeys(ZReportCompanyBody, { report_reason_id: undefined })).toEqual({
      report_reason_id: 'field.report_reason_required',
    });
    expect(fieldKeys(ZReportJobBody, { report_reason_id: 3 })).toEqual({});
    expect(fieldKeys(ZReportJobBody, { report_reason_id: 11 })).toEqual({
      report_reason_id: 'field.invalid_value',
    });
  });
});

describe('quick apply (spec §4)', () => {
  it('wants the sign-up fields, a resume and the terms accepted', () => {
    expect(
      fieldKeys(ZQuickApplyForm, {
        first_name: '',
        last_name: '',
        email: '',
        password: '',
        first_message: '',
        resume: null,
        terms: false,
      }),
    ).toEqual({
      first_name: 'field.required',
      last_name: 'field.required',
      email: 'field.invalid_email',
      password: 'field.password_rule',
      resume: 'field.resume_required',
      terms: 'field.terms_required',
    });
    expect(
      fieldKeys(ZQuickApplyForm, {
        first_name: 'Ana',
        last_name: 'Cruz',
        email: 'ana@example.com',
        password: 'long enough',
        first_message: '',
        resume: { name: 'cv.pdf', size: 1000 },
        terms: true,
      }),
    ).toEqual({});
  });
});

describe('a body of another type', () => {
  it('is refused as such, never checked across fields', () => {
    const refined = [
      ZJobAlertGuestForm,
      ZJobAlertCreateBody,
      ZJobAlertUpdateBody,
      ZNewPasswordForm,
      ZJobPreferenceBody,
      ZWorkExperienceBody,
      ZEducationBody,
    ];
    for (const schema of refined)
      for (const value of [null, false, 'text', []]) {
        expect(Object.keys(fieldKeys(schema, value)), String(value)).toEqual(['']);
      }
  });
});
