import type { TWorkExperienceBody } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { profileLists } from './profile-lists';

/**
 * Spec §5 for a work experience: title and company given, the period starts before it ends (or is
 * current), a salary names its currency, the description is 10–4000 characters, and the industry
 * and job functions are list entries. Answers the experience as it is stored.
 */
export function checkWorkExperience(body: TWorkExperienceBody, today: string): TWorkExperienceBody {
  const problems = new FieldProblems();
  problems.requireText('job_title', body.job_title);
  problems.requireText('company_name', body.company_name);
  problems.requireListed('industry_id', body.industry_id, profileLists.industries);
  for (const id of body.job_function_ids) {
    problems.requireListed('job_function_ids', id, profileLists.jobFunctions);
  }
  problems.checkPeriod(
    { start: 'start_date', end: 'end_date' },
    { start: body.start_date, end: body.end_date, ongoing: body.is_currently_working },
    today,
  );
  if (body.monthly_salary !== null) {
    if (body.salary_currency === null) problems.add('salary_currency', 'field.required');
    else if (!profileLists.currencies.has(body.salary_currency))
      problems.add('salary_currency', 'field.unknown_option');
  }
  problems.checkDescription('description', body.description);
  problems.throwIfAny();
  return {
    ...body,
    job_function_ids: [...new Set(body.job_function_ids)],
    end_date: body.is_currently_working ? null : body.end_date,
    salary_currency: body.monthly_salary === null ? null : body.salary_currency,
    description: body.description || null,
  };
}
