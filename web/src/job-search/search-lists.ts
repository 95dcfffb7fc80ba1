import { buildSearchVocabulary, type LanguageCode, type SearchVocabulary } from '@talkhire/config';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { type RequestState, useRequest } from '../api/use-request';
import { useEdition } from '../edition/edition-context';

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

const ZSeoOption = z.object({ id: z.number(), key: z.string(), value: z.string(), seo_value: z.string() });
export type TSeoOption = z.infer<typeof ZSeoOption>;

const ZLocationGroup = z.object({
  key: z.string(),
  value: z.string(),
  locations: z.array(z.object({ id: z.number(), value: z.string(), seo_value: z.string() })),
});
export type TLocationGroup = z.infer<typeof ZLocationGroup>;

const ZSalaryRange = z.object({ id: z.number(), value: z.string(), from: z.number(), to: z.number() });
export type TSalaryRange = z.infer<typeof ZSalaryRange>;

const ZTitle = z.object({ id: z.number(), value: z.string(), seo_value: z.string() });
const ZMainFunction = ZTitle.extend({
  sub_function_list: z.array(ZTitle.extend({ job_titles: z.array(ZTitle) })),
});
export type TMainFunction = z.infer<typeof ZMainFunction>;

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

/** Loads the lists once per language and edition; the data comes when every list has arrived. */
export function useSearchLists(language: LanguageCode): RequestState<SearchLists> {
  const api = useApi();
  const { edition } = useEdition();
  return useRequest(
    async (signal) => {
      const list = <T extends z.ZodType>(type: string, item: T) =>
        api
          .get(`/api/config/${type}/list`, z.object({ [type]: z.array(item) }), {
            query: { language_code: language },
            signal,
          })
          .then((data) => data[type] as z.output<T>[]);
      const [options, locationGroups, salaryRanges, mainFunctions] = await Promise.all([
        Promise.all(optionTypes.map((type) => list(type, ZSeoOption))),
        list('location_lists', ZLocationGroup),
        list('salary_range_filters', ZSalaryRange),
        list('main_functions', ZMainFunction),
      ]);
      const byType = Object.fromEntries(optionTypes.map((type, i) => [type, options[i]!])) as Record<
        (typeof optionTypes)[number],
        TSeoOption[]
      >;
      return toSearchLists(byType, locationGroups, salaryRanges, mainFunctions);
    },
    [language, edition.key],
  );
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
