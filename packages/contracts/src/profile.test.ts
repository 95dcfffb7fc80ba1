import { describe, expect, it } from 'vitest';
import { ZBasicProfilePatch, ZEducationBody, ZJobPreferenceBody, ZWorkExperienceBody } from './profile';

describe('profile contracts', () => {
  it('fills the optional parts of a job preference and rejects unknown keys', () => {
    const preference = {
      function_title_id: 10101,
      job_type_id: 1,
      industry_id: 1,
      location_id: 2001,
      salary_min: 30_000,
      salary_max: 50_000,
      currency: 'PHP',
      pay_type_id: 2,
      work_language_id: 1,
      work_arrangement: 'remote',
      work_timezone_id: 23,
    };
    expect(ZJobPreferenceBody.parse(preference)).toMatchObject({
      is_overseas: false,
      pref_country_id: null,
      currency: 'php',
    });
    expect(ZJobPreferenceBody.safeParse({ ...preference, user_id: 9 }).success).toBe(false);
    expect(ZJobPreferenceBody.safeParse({ ...preference, salary_min: -1 }).success).toBe(false);
  });

  it('reports a missing work arrangement as missing, not as a wrong value', () => {
    const result = ZJobPreferenceBody.safeParse({});
    const issue = result.error?.issues.find((i) => i.path[0] === 'work_arrangement');
    expect(issue?.code).toBe('invalid_type');
  });

  it('bounds names at 50 characters and takes only real calendar dates', () => {
    expect(ZBasicProfilePatch.safeParse({ first_name: 'a'.repeat(50) }).success).toBe(true);
    expect(ZBasicProfilePatch.safeParse({ first_name: 'a'.repeat(51) }).success).toBe(false);
    expect(ZBasicProfilePatch.safeParse({ birthday: '2001-02-29' }).success).toBe(false);
    expect(ZBasicProfilePatch.safeParse({ birthday: '2000-02-29' }).success).toBe(true);
    expect(ZBasicProfilePatch.parse({})).toEqual({});
  });

  it('defaults work experience and education flags, and a duplicate is unconfirmed until said so', () => {
    expect(
      ZWorkExperienceBody.parse({
        job_title: 'Dev',
        company_name: 'Acme',
        start_date: '2020-01-01',
        end_date: '2021-01-01',
      }),
    ).toMatchObject({
      industry_id: null,
      is_currently_working: false,
      is_hidden_from_company: false,
      job_function_ids: [],
      confirm_duplicate: false,
    });
    expect(
      ZEducationBody.parse({
        school_name: 'UP',
        education_level_id: 6,
        start_date: '2014-06-01',
        is_currently_attending: true,
      }),
    ).toMatchObject({ end_date: null, field_of_study: null, confirm_duplicate: false });
  });
});
