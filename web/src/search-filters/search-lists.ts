import {
  buildSearchVocabulary,
  type ConfigListItem,
  type LanguageCode,
  type SearchVocabulary,
} from '@talkhire/config';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useApi, useApiLocale } from '../api/api-context';
import { type ConfigListData, configListQuery, itemsOf } from '../api/config-list';

/**
 * Every configuration list the search screen offers as a filter, in the page's language, and the
 * search vocabulary (SEO value ↔ id) built from them, so a URL reads and writes the same way.
 */
export interface SearchLists {
  locationGroups: TLocationGroup[];
  industries: TSeoOption[];
  xpLvls: TSeoOption[];
  jobTypes: TSeoOption[];
  degrees: TSeoOption[];
  benefits: TSeoOption[];
  financingStages: TSeoOption[];
  companySizes: TSeoOption[];
  workArrangements: TSeoOption[];
  salaryRanges: TSalaryRange[];
  mainFunctions: TMainFunction[];
  vocabulary: SearchVocabulary;
}

// The items as the config service builds them (every option list has the same item shape).
export type TSeoOption = ConfigListItem<(typeof optionTypes)[number]>;
export type TLocationGroup = ConfigListItem<'location_lists'>;
export type TSalaryRange = ConfigListItem<'salary_range_filters'>;
export type TMainFunction = ConfigListItem<'main_functions'>;

const optionTypes = [
  'industry_lists',
  'xp_lvls',
  'job_category_lists',
  'job_types',
  'degrees',
  'job_benefit_lists',
  'company_financing_stage_lists',
  'company_sizes',
  'work_arrangements',
] as const;

const listTypes = [...optionTypes, 'location_lists', 'salary_range_filters', 'main_functions'] as const;

/** Loads the lists once per language and edition; the data comes when every list has arrived. */
export function useSearchLists(language: LanguageCode): { data: SearchLists | undefined; isError: boolean } {
  const api = useApi();
  const locale = useApiLocale();
  return useQueries({
    queries: listTypes.map((type) => configListQuery(api, locale, type, { language })),
    combine: combineLists,
  });
}

// Module-level, so the query cache runs it (and builds the vocabulary) only when an answer changes.
function combineLists(results: UseQueryResult<ConfigListData>[]) {
  if (results.some((result) => result.isError)) return { data: undefined, isError: true };
  const answers = results.map((result) => result.data);
  if (!answers.every((answer) => answer !== undefined)) return { data: undefined, isError: false };
  const answerOf = (type: (typeof listTypes)[number]) => answers[listTypes.indexOf(type)]!;
  const options = Object.fromEntries(
    optionTypes.map((type) => [type, itemsOf(answerOf(type), type)]),
  ) as Record<(typeof optionTypes)[number], TSeoOption[]>;
  const data = toSearchLists(
    options,
    itemsOf(answerOf('location_lists'), 'location_lists'),
    itemsOf(answerOf('salary_range_filters'), 'salary_range_filters'),
    itemsOf(answerOf('main_functions'), 'main_functions'),
  );
  return { data, isError: false };
}

function toSearchLists(
  options: Record<(typeof optionTypes)[number], TSeoOption[]>,
  locationGroups: TLocationGroup[],
  salaryRanges: TSalaryRange[],
  mainFunctions: TMainFunction[],
): SearchLists {
  const vocabulary = buildSearchVocabulary({
    locations: locationGroups.flatMap((g) => g.locations),
    options,
    taxonomy: mainFunctions.map((m) => ({
      id: m.id,
      seo_value: m.seo_value,
      job_functions: m.sub_function_list.map((f) => ({
        id: f.id,
        seo_value: f.seo_value,
        function_titles: f.job_titles,
      })),
    })),
  });
  return {
    locationGroups,
    industries: options.industry_lists,
    xpLvls: options.xp_lvls,
    jobTypes: options.job_types,
    degrees: options.degrees,
    benefits: options.job_benefit_lists,
    financingStages: options.company_financing_stage_lists,
    companySizes: options.company_sizes,
    workArrangements: options.work_arrangements,
    salaryRanges,
    mainFunctions,
    vocabulary,
  };
}
