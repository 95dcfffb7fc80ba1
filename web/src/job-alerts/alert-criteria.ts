import type { JobSearchRequest } from '@talkhire/config';
import type { TJobAlertFilters, TJobAlertFrequency } from '@talkhire/contracts';
import type { SearchLists } from '../search-filters/search-lists';

/** What an alert watches: the keyword plus the search's filters (never its page or order). */
export interface AlertCriteria {
  keywords: string;
  filters: TJobAlertFilters;
}

/** What the alert form sends: the criteria and how often. */
export interface AlertValues extends AlertCriteria {
  frequency: TJobAlertFrequency;
}

/** The create form starts from the search on screen. */
export function criteriaOfSearch(request: JobSearchRequest): AlertCriteria {
  const { query, page, size, sort, source, is_company_verified, is_web3, ...lists } = request;
  const filters: TJobAlertFilters = {
    ...lists,
    ...(is_company_verified ? { is_company_verified: true as const } : {}),
    ...(is_web3 ? { is_web3: true as const } : {}),
  };
  return { keywords: query ?? '', filters: withoutEmpty(filters) };
}

export function withoutEmpty(filters: TJobAlertFilters): TJobAlertFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as TJobAlertFilters;
}

/** The names of an alert's filters in the page's language, for the alert lists. */
export function filterNames(
  filters: TJobAlertFilters,
  lists: SearchLists,
  t: (key: string) => string,
): string[] {
  const names: string[] = [];
  const named = (ids: number[] | undefined, options: { id: number; value: string }[]) => {
    for (const id of ids ?? []) {
      const option = options.find((o) => o.id === id);
      if (option) names.push(option.value);
    }
  };
  named(
    filters.job_locations,
    lists.locationGroups.flatMap((g) => g.locations),
  );
  named(filters.industries, lists.industries);
  named(filters.work_arrangements, lists.workArrangements);
  named(filters.degrees, lists.degrees);
  named(filters.xp_lvls, lists.xpLvls);
  named(filters.job_types, lists.jobTypes);
  named(filters.company_sizes, lists.companySizes);
  named(filters.financing_stages, lists.financingStages);
  named(filters.benefits, lists.benefits);
  const subFunctions = lists.mainFunctions.flatMap((m) => m.sub_function_list);
  named(filters.main_functions, lists.mainFunctions);
  named(filters.job_function_ids, subFunctions);
  named(
    filters.function_job_title_ids,
    subFunctions.flatMap((s) => s.job_titles),
  );
  if (filters.salary_from !== undefined || filters.salary_to !== undefined) {
    const range = lists.salaryRanges.find(
      (r) => (filters.salary_from ?? 0) === r.from && (filters.salary_to ?? 0) === r.to,
    );
    names.push(range?.value ?? `${filters.salary_from ?? 0}–${filters.salary_to ?? ''}`);
  }
  if (filters.is_company_verified) names.push(t('jobs.search.verified_company'));
  if (filters.is_web3) names.push(t('jobs.search.web3'));
  return names;
}
