import { describe, expect, it } from 'vitest';
import { aboutPatch, checkAboutForm, checkIdentityForm } from './basic-profile-form';
import { checkEducationForm, educationBody, educationFormOf } from './education-form';
import {
  checkJobPreferenceForm,
  emptyJobPreferenceForm,
  type JobPreferenceForm,
  jobPreferenceBody,
  overseasLocation,
} from './job-preference-form';
import { clearProfileCompletionFlags } from './temporary-flags';
import { checkWorkExperienceForm, workExperienceBody, workExperienceFormOf } from './work-experience-form';

const today = '2026-01-10';

const manila: JobPreferenceForm = {
  ...emptyJobPreferenceForm('php'),
  main_function_id: '1',
  job_function_id: '101',
  function_title_id: '10101',
  job_type_id: '1',
  industry_id: '1',
  location: '2001',
  salary_min: '30000',
  salary_max: '50000',
  pay_type_id: '2',
  work_language_id: '1',
  work_arrangement: 'onsite',
  work_timezone_id: '23',
};

describe('the job preference form', () => {
  it('names every missing required field as the relay does', () => {
    expect(Object.keys(checkJobPreferenceForm(emptyJobPreferenceForm('php'))).sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('wants a country for an overseas location', () => {
    const overseas = { ...manila, location: overseasLocation };
    expect(checkJobPreferenceForm(overseas)).toEqual({
      pref_country_id: { key: 'field.overseas_country_required' },
    });
    expect(jobPreferenceBody({ ...overseas, pref_country_id: '105' })).toMatchObject({
      is_overseas: true,
      location_id: null,
      pref_country_id: 105,
    });
  });

  it('refuses a minimum above the maximum and amounts that are not whole', () => {
    expect(checkJobPreferenceForm({ ...manila, salary_min: '60000' })).toEqual({
      salary_max: { key: 'field.salary_order' },
    });
    expect(checkJobPreferenceForm({ ...manila, salary_min: '-1' }).salary_min?.key).toBe(
      'field.invalid_value',
    );
    expect(checkJobPreferenceForm({ ...manila, salary_max: '1.5' }).salary_max?.key).toBe(
      'field.invalid_value',
    );
  });

  it('sends ids as numbers and the location of the edition', () => {
    expect(checkJobPreferenceForm(manila)).toEqual({});
    expect(jobPreferenceBody(manila)).toEqual({
      function_title_id: 10101,
      job_type_id: 1,
      industry_id: 1,
      is_overseas: false,
      location_id: 2001,
      pref_country_id: null,
      salary_min: 30000,
      salary_max: 50000,
      currency: 'php',
      pay_type_id: 2,
      work_language_id: 1,
      work_arrangement: 'onsite',
      work_timezone_id: 23,
    });
  });
});

describe('the basic profile forms', () => {
  it('refuses a birthday under 16 and names longer than 50', () => {
    const problems = checkIdentityForm(
      { first_name: 'x'.repeat(51), last_name: ' ', birthday: '2010-01-11' },
      today,
    );
    expect(problems).toEqual({
      first_name: { key: 'field.too_long', values: { maximum: 50 } },
      last_name: { key: 'field.required' },
      birthday: { key: 'field.min_age', values: { minimum_age: 16 } },
    });
    expect(
      checkIdentityForm({ first_name: 'Ana', last_name: 'Cruz', birthday: '2010-01-10' }, today),
    ).toEqual({});
  });

  it('needs the nationality and current location, and sends blanks as null', () => {
    const blank = {
      nationality_id: '',
      location_id: '',
      home_address: ' ',
      working_since: '2027-01-01',
      job_seeking_status: '',
      notice_period_id: '',
      user_identity_id: '',
    };
    expect(Object.keys(checkAboutForm(blank, today)).sort()).toEqual([
      'location_id',
      'nationality_id',
      'working_since',
    ]);
    expect(aboutPatch({ ...blank, nationality_id: '167', location_id: '2001', working_since: '' })).toEqual({
      nationality_id: 167,
      location_id: 2001,
      home_address: null,
      working_since: null,
      job_seeking_status: null,
      notice_period_id: null,
      user_identity_id: null,
    });
  });
});

describe('the entry forms', () => {
  it('checks a work experience and drops the end of a current job', () => {
    const form = { ...workExperienceFormOf(undefined, 'php'), job_title: 'Dev', company_name: 'Acme' };
    expect(checkWorkExperienceForm(form, today)).toEqual({
      start_date: { key: 'field.required' },
      end_date: { key: 'field.required' },
    });
    const current = { ...form, start_date: '2020-01-01', end_date: '2019-01-01', is_currently_working: true };
    expect(checkWorkExperienceForm(current, today)).toEqual({});
    expect(workExperienceBody(current)).toMatchObject({
      end_date: null,
      monthly_salary: null,
      salary_currency: null,
    });
    expect(workExperienceBody({ ...current, monthly_salary: '60000' })).toMatchObject({
      monthly_salary: 60000,
      salary_currency: 'php',
    });
  });

  it('checks an education: level required, description 10–4000', () => {
    const form = {
      ...educationFormOf(undefined),
      school_name: 'UP',
      start_date: '2014-06-01',
      end_date: '2018-04-30',
    };
    expect(checkEducationForm({ ...form, description: 'short' }, today)).toEqual({
      education_level_id: { key: 'field.required' },
      description: expect.objectContaining({ key: 'field.description_length' }),
    });
    expect(educationBody({ ...form, education_level_id: '6' })).toMatchObject({
      education_level_id: 6,
      field_of_study: null,
      description: null,
    });
  });
});

describe('finishing', () => {
  it("removes the spec's temporary local-storage flags", () => {
    const removed: string[] = [];
    clearProfileCompletionFlags({ removeItem: (key) => removed.push(key) });
    expect(removed).toEqual([
      'isFromCreateResume',
      'isCreateFreeResume',
      'quickUpladResume',
      'isRegisterModuleRedirect',
    ]);
  });
});
