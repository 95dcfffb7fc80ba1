import type { JobSearchListField } from '@talkhire/config';
import { allLocations, optionLists, taxonomy } from '@talkhire/config/lists';
import { errorCodes, type TJobSearchRequest } from '@talkhire/contracts';
import type { JobsTable } from '../../db/schema';
import { ApiError } from '../../http/api-error';

const ids = (list: readonly { id: number }[]) => new Set(list.map((o) => o.id));
const jobFunctions = taxonomy.flatMap((m) => m.job_functions);

/** Ids each list filter accepts; company ids are rows, not a list, and any positive id is allowed. */
const knownIds: Record<Exclude<JobSearchListField, 'company_ids'>, Set<number>> = {
  job_locations: ids(allLocations()),
  job_categories: ids(optionLists.job_category_lists),
  degrees: ids(optionLists.degrees),
  xp_lvls: ids(optionLists.xp_lvls),
  job_types: ids(optionLists.job_types),
  main_functions: ids(taxonomy),
  job_function_ids: ids(jobFunctions),
  function_job_title_ids: ids(jobFunctions.flatMap((f) => f.function_titles)),
  industries: ids(optionLists.industry_lists),
  benefits: ids(optionLists.job_benefit_lists),
  financing_stages: ids(optionLists.company_financing_stage_lists),
  company_sizes: ids(optionLists.company_sizes),
  work_arrangements: ids(optionLists.work_arrangements),
};

/**
 * Refuses ids no list has (40001 with the field), so a typo is an error the page can show rather
 * than an empty result that looks like "no jobs".
 */
export function assertKnownFilterIds(request: Partial<TJobSearchRequest>): void {
  const fields: Record<string, string[]> = {};
  for (const [field, known] of Object.entries(knownIds)) {
    const given = request[field as keyof typeof knownIds];
    if (given?.some((id) => !known.has(id))) fields[field] = ['field.invalid_value'];
  }
  if (Object.keys(fields).length) throw new ApiError(errorCodes.parameterInvalid, { fields });
}

/** Main functions of the home page's job categories (a main function names its category). */
export function mainFunctionsOfCategories(categoryIds: number[]): number[] {
  const keys = new Set(
    optionLists.job_category_lists.filter((c) => categoryIds.includes(c.id)).map((c) => c.key),
  );
  return taxonomy.filter((m) => keys.has(m.category_key)).map((m) => m.id);
}

/** The work_arrangements list says 'on_site'; the jobs table says 'onsite'. */
export const workArrangementColumn: Record<string, JobsTable['work_arrangement']> = {
  on_site: 'onsite',
  hybrid: 'hybrid',
  remote: 'remote',
};

export function workArrangementsOf(listIds: number[]): JobsTable['work_arrangement'][] {
  return optionLists.work_arrangements
    .filter((o) => listIds.includes(o.id))
    .map((o) => workArrangementColumn[o.key])
    .filter((v): v is JobsTable['work_arrangement'] => v !== undefined);
}
