import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ZAboutForm,
  ZBasicProfilePatch,
  ZEducationBody,
  ZIdentityForm,
  ZJobPreferenceBody,
  ZWorkExperienceBody,
} from './profile';
import { calendarToday, isOldEnough, ZDescription } from './profile-rules';
import { fieldKeys, fieldMessages } from './testing/field-messages';

// The rules that need today's date read the clock: every case runs on 10 January 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('minimum age of 16 (spec §5)', () => {
  it('counts whole years by the calendar', () => {
    expect(isOldEnough('2010-05-20', '2026-05-20')).toBe(true);
    expect(isOldEnough('2010-05-21', '2026-05-20')).toBe(false);
    expect(isOldEnough('1990-01-01', '2026-05-20')).toBe(true);
    expect(isOldEnough('2010-12-31', '2026-01-01')).toBe(false);
    expect(isOldEnough('2010-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('2010-06-16', '2026-06-15')).toBe(false);
  });

  it('lets a 29 February birthday count from 1 March when the sixteenth year has no 29 February', () => {
    expect(isOldEnough('2008-02-29', '2024-02-28')).toBe(false);
    expect(isOldEnough('2008-02-29', '2024-02-29')).toBe(true);
    expect(isOldEnough('2008-02-29', '2023-12-31')).toBe(false);
    expect(isOldEnough('2084-02-29', '2100-02-28')).toBe(false);
    expect(isOldEnough('2084-02-29', '2100-03-01')).toBe(true);
  });

  it('takes today as the UTC calendar day, as the relay does', () => {
    expect(calendarToday(new Date(Date.UTC(2026, 0, 5, 23, 59)))).toBe('2026-01-05');
    expect(calendarToday(new Date('2026-01-05T23:30:00-05:00'))).toBe('2026-01-06');
    expect(calendarToday()).toBe('2026-01-10');
  });
});

describe('descriptions of 10 to 4000 characters (spec §5)', () => {
  it('accepts none, or one of 10 to 4000 characters', () => {
    expect(ZDescription.parse('')).toBeNull();
    expect(ZDescription.parse('   ')).toBeNull();
    expect(ZDescription.parse(null)).toBeNull();
    expect(ZDescription.parse('0123456789')).toBe('0123456789');
    expect(ZDescription.safeParse('x'.repeat(4000)).success).toBe(true);
  });

  it('names the bounds when it refuses', () => {
    expect(fieldKeys(ZDescription, 'too short')).toEqual({ '': 'field.description_length' });
    expect(fieldMessages(ZDescription, 'x'.repeat(4001))).toEqual({
      '': { key: 'field.description_length', values: { description_min: 10, description_max: 4000 } },
    });
  });
});

describe('periods: a start before the end, not in the future (spec §5)', () => {
  const education = (start: string | null, end: string | null, ongoing = false) =>
    fieldKeys(ZEducationBody, {
      school_name: 'UP',
      education_level_id: 6,
      start_date: start,
      end_date: end,
      is_currently_attending: ongoing,
    });

  it('wants the end after the start', () => {
    expect(education('2020-01-01', '2021-01-01')).toEqual({});
    expect(education('2021-01-01', '2021-01-01')).toEqual({ end_date: 'field.start_before_end' });
    expect(education('2021-01-01', '2020-01-01')).toEqual({ end_date: 'field.start_before_end' });
  });

  it('needs no end while it goes on, but a start that has come', () => {
    expect(education('2026-02-01', null, true)).toEqual({ start_date: 'field.date_in_future' });
    expect(education('2020-01-01', null, true)).toEqual({});
  });

  it('names both dates when neither is given', () => {
    expect(education(null, null)).toEqual({ start_date: 'field.required', end_date: 'field.required' });
  });

  it('gives one message per date: a malformed date is not also out of order', () => {
    expect(education('0000-06-01', '2024-02-31')).toEqual({
      start_date: 'field.date_out_of_range',
      end_date: 'field.invalid_format',
    });
  });
});

const manila = {
  function_title_id: 10101,
  job_type_id: 1,
  industry_id: 1,
  location_id: 2001,
  salary_min: 30_000,
  salary_max: 50_000,
  currency: 'php',
  pay_type_id: 2,
  work_language_id: 1,
  work_arrangement: 'onsite',
  work_timezone_id: 23,
};

describe('the job preference (spec §5 "Job preference required")', () => {
  it('names every missing required field at once', () => {
    const empty = { is_overseas: false, location_id: null, pref_country_id: null, currency: 'php' };
    const keys = fieldKeys(ZJobPreferenceBody, empty);
    expect(Object.keys(keys).sort()).toEqual([
      'function_title_id',
      'industry_id',
      'job_type_id',
      'location_id',
      'pay_type_id',
      'salary_max',
      'salary_min',
      'work_arrangement',
      'work_language_id',
      'work_timezone_id',
    ]);
    expect(new Set(Object.values(keys))).toEqual(new Set(['field.required']));
  });

  it('wants a country for an overseas location, and keeps the country only then', () => {
    const overseas = { ...manila, is_overseas: true, location_id: null };
    expect(fieldKeys(ZJobPreferenceBody, overseas)).toEqual({
      pref_country_id: 'field.overseas_country_required',
    });
    expect(ZJobPreferenceBody.parse({ ...overseas, pref_country_id: 105 })).toMatchObject({
      is_overseas: true,
      location_id: null,
      pref_country_id: 105,
    });
    expect(ZJobPreferenceBody.parse({ ...manila, pref_country_id: 105 }).pref_country_id).toBeNull();
  });

  it('refuses a minimum above the maximum and amounts that are not whole and positive', () => {
    expect(fieldKeys(ZJobPreferenceBody, { ...manila, salary_min: 60_000 })).toEqual({
      salary_max: 'field.salary_order',
    });
    expect(fieldKeys(ZJobPreferenceBody, { ...manila, salary_min: -1 })).toEqual({
      salary_min: 'field.invalid_value',
    });
    expect(fieldKeys(ZJobPreferenceBody, { ...manila, salary_max: 1.5 })).toEqual({
      salary_max: 'field.invalid_value',
    });
  });

  it('takes a full preference as it is', () => {
    expect(ZJobPreferenceBody.parse(manila)).toEqual({
      ...manila,
      is_overseas: false,
      pref_country_id: null,
      pref_region_id: null,
    });
  });

  it('takes a region instead of a location, and keeps one location parameter (spec §3)', () => {
    const region = ZJobPreferenceBody.parse({ ...manila, pref_region_id: 3 });
    expect(region).toMatchObject({ pref_region_id: 3, location_id: null, pref_country_id: null });
    const overseas = ZJobPreferenceBody.parse({
      ...manila,
      is_overseas: true,
      pref_country_id: 105,
      location_id: null,
      pref_region_id: 3,
    });
    expect(overseas).toMatchObject({ pref_country_id: 105, pref_region_id: null });
    expect(
      fieldMessages(ZJobPreferenceBody, { ...manila, location_id: null, pref_region_id: null }),
    ).toMatchObject({ location_id: { key: 'field.required' } });
  });
});

describe('the basic info (spec §5: names up to 50, at least 16 years old)', () => {
  it('refuses a birthday under 16 and names longer than 50, each at once', () => {
    expect(
      fieldMessages(ZIdentityForm, { first_name: 'x'.repeat(51), last_name: ' ', birthday: '2010-01-11' }),
    ).toEqual({
      first_name: { key: 'field.too_long', values: { maximum: 50 } },
      last_name: { key: 'field.required', values: {} },
      birthday: { key: 'field.min_age', values: { minimum_age: 16 } },
    });
    expect(
      fieldKeys(ZIdentityForm, { first_name: 'Ana', last_name: 'Cruz', birthday: '2010-01-10' }),
    ).toEqual({});
    expect(fieldKeys(ZIdentityForm, { first_name: 'Ana', last_name: 'Cruz', birthday: null })).toEqual({
      birthday: 'field.required',
    });
  });

  it('needs the nationality and current location, and stores a blank as null', () => {
    const blank = {
      nationality_id: null,
      location_id: null,
      home_address: ' ',
      working_since: '2027-01-01',
      job_seeking_status: null,
      notice_period_id: null,
      declared_identity_id: null,
    };
    expect(fieldKeys(ZAboutForm, blank)).toEqual({
      nationality_id: 'field.required',
      location_id: 'field.required',
      working_since: 'field.date_in_future',
    });
    expect(
      ZAboutForm.parse({ ...blank, nationality_id: 167, location_id: 2001, working_since: null }),
    ).toEqual({
      nationality_id: 167,
      location_id: 2001,
      home_address: null,
      working_since: null,
      job_seeking_status: null,
      notice_period_id: null,
      declared_identity_id: null,
    });
  });

  it.each([
    [{ first_name: '   ' }, 'first_name', 'field.required'],
    [{ birthday: '2099-01-01' }, 'birthday', 'field.min_age'],
    [{ birthday: '1850-01-01' }, 'birthday', 'field.date_out_of_range'],
    [{ birthday: '1995-02-30' }, 'birthday', 'field.invalid_format'],
    [{ working_since: '2099-01-01' }, 'working_since', 'field.date_in_future'],
    [{ working_since: '0000-01-01' }, 'working_since', 'field.date_out_of_range'],
  ])('a patch %j is refused on %s with %s only', (patch, field, key) => {
    expect(fieldKeys(ZBasicProfilePatch, patch)).toEqual({ [field]: key });
  });
});

describe('the entries: work experience and education', () => {
  const work = { job_title: 'Dev', company_name: 'Acme', start_date: null, end_date: null };

  it('checks a work experience and drops the end of a current job', () => {
    expect(fieldKeys(ZWorkExperienceBody, work)).toEqual({
      start_date: 'field.required',
      end_date: 'field.required',
    });
    const current = { ...work, start_date: '2020-01-01', end_date: '2019-01-01', is_currently_working: true };
    expect(fieldKeys(ZWorkExperienceBody, current)).toEqual({});
    expect(ZWorkExperienceBody.parse({ ...current, salary_currency: 'php' })).toMatchObject({
      end_date: null,
      monthly_salary: null,
      salary_currency: null,
    });
    expect(
      ZWorkExperienceBody.parse({ ...current, monthly_salary: 60_000, salary_currency: 'php' }),
    ).toMatchObject({ monthly_salary: 60_000, salary_currency: 'php' });
  });

  it('wants the currency of a salary, at most three job functions, each once', () => {
    const current = { ...work, start_date: '2020-01-01', is_currently_working: true };
    expect(fieldKeys(ZWorkExperienceBody, { ...current, monthly_salary: 60_000 })).toEqual({
      salary_currency: 'field.required',
    });
    expect(fieldMessages(ZWorkExperienceBody, { ...current, job_function_ids: [1, 2, 3, 4] })).toEqual({
      job_function_ids: { key: 'field.too_long', values: { maximum: 3 } },
    });
    expect(ZWorkExperienceBody.parse({ ...current, job_function_ids: [101, 101] }).job_function_ids).toEqual([
      101,
    ]);
  });

  it('checks an education: title and level required, description 10–4000', () => {
    const education = {
      school_name: 'UP',
      start_date: '2014-06-01',
      end_date: '2018-04-30',
      field_of_study: '',
      description: 'short',
    };
    expect(fieldKeys(ZEducationBody, education)).toEqual({
      education_level_id: 'field.required',
      description: 'field.description_length',
    });
    expect(fieldKeys(ZEducationBody, { ...education, school_name: '  ' })).toMatchObject({
      school_name: 'field.required',
    });
    expect(ZEducationBody.parse({ ...education, education_level_id: 6, description: '' })).toMatchObject({
      education_level_id: 6,
      field_of_study: null,
      description: null,
    });
  });
});
