import { profileTextMax, type TWorkExperience, type ZWorkExperienceBody } from '@talkhire/contracts';
import type { z } from 'zod';
import {
  checkAmount,
  checkDescription,
  checkPeriod,
  checkRequiredText,
  idOrNull,
  note,
  type Problems,
  textOrNull,
} from './profile-rules';

/** Spec §3 'Work experience' as the form holds it. */
export interface WorkExperienceForm {
  job_title: string;
  company_name: string;
  industry_id: string;
  job_function_ids: number[];
  start_date: string;
  end_date: string;
  is_currently_working: boolean;
  monthly_salary: string;
  salary_currency: string;
  description: string;
  is_hidden_from_company: boolean;
}

/** The relay keeps at most three job functions per experience. */
export const jobFunctionsMax = 3;

export function workExperienceFormOf(
  experience: TWorkExperience | undefined,
  currency: string,
): WorkExperienceForm {
  return {
    job_title: experience?.job_title ?? '',
    company_name: experience?.company_name ?? '',
    industry_id: experience?.industry_id == null ? '' : String(experience.industry_id),
    job_function_ids: experience?.job_function_ids ?? [],
    start_date: experience?.start_date ?? '',
    end_date: experience?.end_date ?? '',
    is_currently_working: experience?.is_currently_working ?? false,
    monthly_salary: experience?.monthly_salary == null ? '' : String(experience.monthly_salary),
    salary_currency: experience?.salary_currency ?? currency,
    description: experience?.description ?? '',
    is_hidden_from_company: experience?.is_hidden_from_company ?? false,
  };
}

/** Spec §5: title and company given, start before end, description 10–4000 characters. */
export function checkWorkExperienceForm(form: WorkExperienceForm, today: string): Problems {
  const problems: Problems = {};
  note(problems, 'job_title', checkRequiredText(form.job_title, profileTextMax));
  note(problems, 'company_name', checkRequiredText(form.company_name, profileTextMax));
  checkPeriod(
    problems,
    { start: 'start_date', end: 'end_date' },
    { start: form.start_date, end: form.end_date, ongoing: form.is_currently_working },
    today,
  );
  note(problems, 'monthly_salary', checkAmount(form.monthly_salary));
  note(problems, 'description', checkDescription(form.description));
  return problems;
}

export function workExperienceBody(form: WorkExperienceForm): z.input<typeof ZWorkExperienceBody> {
  const salary = form.monthly_salary.trim() === '' ? null : Number(form.monthly_salary);
  return {
    job_title: form.job_title.trim(),
    company_name: form.company_name.trim(),
    industry_id: idOrNull(form.industry_id),
    job_function_ids: form.job_function_ids,
    start_date: form.start_date,
    end_date: form.is_currently_working ? null : form.end_date || null,
    is_currently_working: form.is_currently_working,
    monthly_salary: salary,
    salary_currency: salary === null ? null : form.salary_currency,
    description: textOrNull(form.description),
    is_hidden_from_company: form.is_hidden_from_company,
  };
}
