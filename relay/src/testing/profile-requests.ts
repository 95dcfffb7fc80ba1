import type { TEducationBody, TJobPreferenceBody, TWorkExperienceBody } from '@talkhire/contracts';
import type { InjectOptions } from 'fastify';
import type { App } from '../app';
import type { SignedInSeeker } from './sign-in';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the job seeker service as a signed-in seeker browsing the Philippines edition. */
export function seekerCalls(app: App, seeker: SignedInSeeker, headers: InjectOptions['headers'] = {}) {
  return (method: Method, path: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/jobseekers${path}`,
      cookies: seeker.cookies,
      headers: { 'country-id': '167', 'language-id': '1', ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
}

/** A complete on-site preference in Metro Manila (every id from the configuration lists). */
export const manilaPreference = {
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
} satisfies Partial<TJobPreferenceBody>;

export const pastExperience = {
  job_title: 'Frontend Developer',
  company_name: 'Acme Manila',
  industry_id: 1,
  job_function_ids: [101],
  start_date: '2019-03-01',
  end_date: '2022-06-30',
  monthly_salary: 60_000,
  salary_currency: 'php',
  description: 'Built the checkout pages of a busy online shop.',
} satisfies Partial<TWorkExperienceBody>;

export const universityEducation = {
  school_name: 'University of the Philippines',
  education_level_id: 6,
  field_of_study: 'Computer Science',
  start_date: '2014-06-01',
  end_date: '2018-04-30',
  description: 'Thesis on accessible web forms.',
} satisfies Partial<TEducationBody>;
