import type { TJobPreference, TWorkArrangement, ZJobPreferenceBody } from '@talkhire/contracts';
import type { z } from 'zod';
import { checkAmount, idOrNull, type Problems, requiredProblem } from './profile-rules';

/** The location select's value for 'somewhere in another country' (then a country is chosen). */
export const overseasLocation = 'overseas';

/** What the preference form holds: every control's value as typed. */
export interface JobPreferenceForm {
  main_function_id: string;
  job_function_id: string;
  function_title_id: string;
  job_type_id: string;
  industry_id: string;
  /** A location id of the edition, or `overseasLocation`. */
  location: string;
  pref_country_id: string;
  salary_min: string;
  salary_max: string;
  currency: string;
  pay_type_id: string;
  work_language_id: string;
  work_arrangement: string;
  work_timezone_id: string;
}

export function emptyJobPreferenceForm(currency: string): JobPreferenceForm {
  return {
    main_function_id: '',
    job_function_id: '',
    function_title_id: '',
    job_type_id: '',
    industry_id: '',
    location: '',
    pref_country_id: '',
    salary_min: '',
    salary_max: '',
    currency,
    pay_type_id: '',
    work_language_id: '',
    work_arrangement: '',
    work_timezone_id: '',
  };
}

/** A saved preference back in the form (the title's category and function are found from the list). */
export function jobPreferenceFormOf(preference: TJobPreference): JobPreferenceForm {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    main_function_id: '',
    job_function_id: '',
    function_title_id: text(preference.function_title_id),
    job_type_id: text(preference.job_type_id),
    industry_id: text(preference.industry_id),
    location: preference.is_overseas ? overseasLocation : text(preference.location_id),
    pref_country_id: text(preference.pref_country_id),
    salary_min: text(preference.salary_min),
    salary_max: text(preference.salary_max),
    currency: preference.currency,
    pay_type_id: text(preference.pay_type_id),
    work_language_id: text(preference.work_language_id),
    work_arrangement: preference.work_arrangement,
    work_timezone_id: text(preference.work_timezone_id),
  };
}

const requiredFields = [
  'function_title_id',
  'job_type_id',
  'industry_id',
  'location',
  'salary_min',
  'salary_max',
  'currency',
  'pay_type_id',
  'work_language_id',
  'work_arrangement',
  'work_timezone_id',
] as const satisfies readonly (keyof JobPreferenceForm)[];

/**
 * Spec §5 'Job preference required': job title, job type, industry, location, min and max salary,
 * currency, work language, work arrangement, work timezone (and the salary type the relay needs);
 * the country is required when the location is overseas. The minimum is not above the maximum.
 * Problems are named after the request's fields, as the relay names them.
 */
export function checkJobPreferenceForm(form: JobPreferenceForm): Problems {
  const problems: Problems = {};
  for (const field of requiredFields) {
    if (form[field].trim() === '') problems[field === 'location' ? 'location_id' : field] = requiredProblem;
  }
  if (form.location === overseasLocation && form.pref_country_id === '')
    problems.pref_country_id = { key: 'field.overseas_country_required' };
  for (const field of ['salary_min', 'salary_max'] as const) {
    const problem = checkAmount(form[field]);
    if (problem) problems[field] = problem;
  }
  if (!problems.salary_min && !problems.salary_max && Number(form.salary_min) > Number(form.salary_max))
    problems.salary_max = { key: 'field.salary_order' };
  return problems;
}

/** The request body of a checked form. */
export function jobPreferenceBody(form: JobPreferenceForm): z.input<typeof ZJobPreferenceBody> {
  const overseas = form.location === overseasLocation;
  return {
    function_title_id: Number(form.function_title_id),
    job_type_id: Number(form.job_type_id),
    industry_id: Number(form.industry_id),
    is_overseas: overseas,
    location_id: overseas ? null : idOrNull(form.location),
    pref_country_id: overseas ? idOrNull(form.pref_country_id) : null,
    salary_min: Number(form.salary_min),
    salary_max: Number(form.salary_max),
    currency: form.currency,
    pay_type_id: Number(form.pay_type_id),
    work_language_id: Number(form.work_language_id),
    work_arrangement: form.work_arrangement as TWorkArrangement,
    work_timezone_id: Number(form.work_timezone_id),
  };
}
