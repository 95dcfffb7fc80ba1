import type { TWorkExperienceBody } from '@talkhire/contracts';
import { FieldProblems } from './field-problems';
import { profileLists } from './profile-lists';

/**
 * The work experience's rules that need the configuration lists: the industry, the job functions
 * and the salary's currency are list entries. The rest of spec §5 (title and company given,
 * period, salary with its currency, description) is the contract's.
 */
export function checkWorkExperience(body: TWorkExperienceBody): TWorkExperienceBody {
  const problems = new FieldProblems();
  problems.requireListed('industry_id', body.industry_id, profileLists.industries);
  for (const id of body.job_function_ids) {
    problems.requireListed('job_function_ids', id, profileLists.jobFunctions);
  }
  if (body.salary_currency !== null && !profileLists.currencies.has(body.salary_currency))
    problems.add('salary_currency', 'field.unknown_option');
  problems.throwIfAny();
  return body;
}
