import type { JobSearchRequest } from '@talkhire/config';

/** What a search names besides its filters: the keyword, the place, the order and the page. */
const notFilters = new Set<keyof JobSearchRequest>([
  'query',
  'job_locations',
  'sort',
  'page',
  'size',
  'source',
]);
/** The job-function picker is one choice made in three steps. */
const functionFields = new Set<keyof JobSearchRequest>([
  'main_functions',
  'job_function_ids',
  'function_job_title_ids',
]);
/** The salary filter is one range, written as two bounds. */
const salaryFields = new Set<keyof JobSearchRequest>(['salary_from', 'salary_to']);

/**
 * How many filter choices a search has, as the Filters button shows them: each ticked option,
 * the salary range, the job function and each switch (verified company, Web3) count one.
 */
export function activeFilterCount(request: JobSearchRequest): number {
  let count = 0;
  let jobFunction = false;
  let salary = false;
  for (const [key, value] of Object.entries(request) as [keyof JobSearchRequest, unknown][]) {
    if (notFilters.has(key) || value === undefined || value === false || value === 0) continue;
    const chosen = Array.isArray(value) ? value.length : 1;
    if (functionFields.has(key)) jobFunction ||= chosen > 0;
    else if (salaryFields.has(key)) salary = true;
    else count += chosen;
  }
  return count + Number(jobFunction) + Number(salary);
}
