import type { Source } from './constants';
import { functionTitleKey, parseFunctionTitleKey, parseSearchSlug, toSearchSlug } from './seo';

/**
 * The job search request of spec §3 as ids, plus the filters spec §2's search screen shows
 * (industry, benefits, financing stage, company size, work arrangement, Web3). The zod contract
 * `ZJobSearchRequest` in @talkhire/contracts parses into exactly this shape (checked there at
 * compile time); it lives here because the URL mapping below, a pure config helper, speaks it.
 */
export interface JobSearchRequest {
  query?: string;
  job_locations?: number[];
  job_categories?: number[];
  salary_from?: number;
  salary_to?: number;
  degrees?: number[];
  xp_lvls?: number[];
  job_types?: number[];
  company_ids?: number[];
  is_company_verified?: boolean;
  main_functions?: number[];
  function_job_title_ids?: number[];
  job_function_ids?: number[];
  industries?: number[];
  benefits?: number[];
  financing_stages?: number[];
  company_sizes?: number[];
  /** Ids of the work_arrangements list: 1 on-site, 2 hybrid, 3 remote. */
  work_arrangements?: number[];
  is_web3?: boolean;
  sort?: JobSearchSort;
  page?: number;
  size?: number;
  source?: Source;
}

/** 1 relevance, 2 newest, 3 highest salary (spec §2, §9). */
export type JobSearchSort = 1 | 2 | 3;

export type JobSearchListField = {
  [K in keyof JobSearchRequest]-?: NonNullable<JobSearchRequest[K]> extends number[] ? K : never;
}[keyof JobSearchRequest];

/** An option a URL names by its SEO value. */
export interface SeoOption {
  id: number;
  seo_value: string;
}

/** The SEO values of every option a search URL can carry, by list. */
export interface SearchVocabulary {
  locations: SeoOption[];
  industries: SeoOption[];
  xpLvls: SeoOption[];
  jobCategories: SeoOption[];
  jobTypes: SeoOption[];
  degrees: SeoOption[];
  mainFunctions: SeoOption[];
  jobFunctions: SeoOption[];
  functionTitles: SeoOption[];
  benefits: SeoOption[];
  financingStages: SeoOption[];
  companySizes: SeoOption[];
  workArrangements: SeoOption[];
}

/** A URL value that names nothing: the page can say so ('The industry … does not exist'). */
export interface UnknownSearchValue {
  param: string;
  value: string;
}

export interface ParsedSearchUrl {
  request: JobSearchRequest;
  unknown: UnknownSearchValue[];
}

/**
 * URL parameters of spec §2 in the order they are written, each with its request field and the
 * list its SEO values come from. `benefits` … `web3` go beyond spec §2's list: the screen has those
 * filters too, and a reloaded or shared URL must show the same results.
 */
const listParams: { param: string; field: JobSearchListField; list: keyof SearchVocabulary }[] = [
  { param: 'industry', field: 'industries', list: 'industries' },
  { param: 'workExperience', field: 'xp_lvls', list: 'xpLvls' },
  { param: 'category', field: 'job_categories', list: 'jobCategories' },
  { param: 'jobType', field: 'job_types', list: 'jobTypes' },
  { param: 'location', field: 'job_locations', list: 'locations' },
  { param: 'qualification', field: 'degrees', list: 'degrees' },
  { param: 'mainFunctions', field: 'main_functions', list: 'mainFunctions' },
  { param: 'jobFunctions', field: 'job_function_ids', list: 'jobFunctions' },
  { param: 'functionTitles', field: 'function_job_title_ids', list: 'functionTitles' },
  { param: 'benefits', field: 'benefits', list: 'benefits' },
  { param: 'financingStage', field: 'financing_stages', list: 'financingStages' },
  { param: 'companySize', field: 'company_sizes', list: 'companySizes' },
  { param: 'workArrangement', field: 'work_arrangements', list: 'workArrangements' },
];
const flagParams = [
  { param: 'verifiedCompany', field: 'is_company_verified' },
  { param: 'web3', field: 'is_web3' },
] as const;

/** Written order of the query string: spec §2's list first, then the extra filters, page last. */
const paramOrder = [
  'industry',
  'workExperience',
  'category',
  'jobType',
  'salary',
  'location',
  'qualification',
  'verifiedCompany',
  'sort',
  'mainFunctions',
  'jobFunctions',
  'functionTitles',
  'benefits',
  'financingStage',
  'companySize',
  'workArrangement',
  'web3',
  'page',
];

/**
 * Reads a search URL: the slug ('job-search', '{query}-jobs', '{query}-jobs-in-{location}') and
 * its parameters, SEO values mapped to ids. Values naming nothing are left out of the request and
 * listed in `unknown`; page defaults to 1 and is then left out.
 */
export function parseSearchUrl(
  slug: string,
  search: string | URLSearchParams,
  vocabulary: SearchVocabulary,
): ParsedSearchUrl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const request: JobSearchRequest = {};
  const unknown: UnknownSearchValue[] = [];
  const fromSlug = parseSearchSlug(slug);
  const query = fromSlug.query?.trim();
  if (query) request.query = query;

  for (const { param, field, list } of listParams) {
    const values = splitList(params.get(param));
    if (param === 'location' && fromSlug.location) values.unshift(fromSlug.location);
    const ids: number[] = [];
    for (const value of values) {
      const id = idOf(vocabulary[list], value, list === 'functionTitles');
      if (id === undefined) unknown.push({ param, value });
      else if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length) request[field] = ids;
  }
  for (const { param, field } of flagParams) {
    const value = params.get(param);
    if (value === null || value === '') continue;
    if (value === '1' || value === 'true') request[field] = true;
    else if (value !== '0' && value !== 'false') unknown.push({ param, value });
  }

  const salary = params.get('salary');
  if (salary) {
    const range = parseSalary(salary);
    if (!range) unknown.push({ param: 'salary', value: salary });
    else {
      if (range.from) request.salary_from = range.from;
      if (range.to) request.salary_to = range.to;
    }
  }
  const sort = params.get('sort');
  if (sort) {
    if (sort === '1' || sort === '2' || sort === '3') request.sort = Number(sort) as JobSearchSort;
    else unknown.push({ param: 'sort', value: sort });
  }
  const page = params.get('page');
  if (page) {
    if (/^\d+$/.test(page) && Number(page) >= 1) {
      if (Number(page) > 1) request.page = Number(page);
    } else unknown.push({ param: 'page', value: page });
  }
  return { request, unknown };
}

/**
 * Writes the URL of a search, relative to the search root: `{slug}` or `{slug}?{params}`. A query
 * with exactly one location goes into the slug; ids without an SEO value cannot be written and are
 * left out; falsy values and page 1 are left out.
 */
export function toSearchUrl(request: JobSearchRequest, vocabulary: SearchVocabulary): string {
  const written = new Map<string, string>();
  const locationIds = request.job_locations ?? [];
  const slugLocation =
    locationIds.length === 1 ? seoOf(vocabulary.locations, locationIds[0]!, false) : undefined;
  const slug = toSearchSlug({ query: request.query?.trim() || undefined, location: slugLocation });

  for (const { param, field, list } of listParams) {
    if (param === 'location' && slugLocation) continue;
    const values = (request[field] ?? [])
      .map((id) => seoOf(vocabulary[list], id, list === 'functionTitles'))
      .filter((v): v is string => v !== undefined);
    if (values.length) written.set(param, values.map(encodeURIComponent).join(','));
  }
  for (const { param, field } of flagParams) if (request[field]) written.set(param, '1');
  if (request.salary_from || request.salary_to)
    written.set(
      'salary',
      request.salary_to ? `${request.salary_from || 0},${request.salary_to}` : `${request.salary_from}`,
    );
  if (request.sort) written.set('sort', String(request.sort));
  if (request.page && request.page > 1) written.set('page', String(request.page));

  const search = paramOrder
    .filter((p) => written.has(p))
    .map((p) => `${p}=${written.get(p)}`)
    .join('&');
  return search ? `${slug}?${search}` : slug;
}

/**
 * The GET query of `/api/jobs/search` for a request: lists as comma-separated ids, falsy values
 * dropped (spec §3).
 */
export function toSearchQuery(request: JobSearchRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) {
    if (Array.isArray(value)) {
      if (value.length) query[key] = value.join(',');
    } else if (value !== undefined && value !== null && value !== '' && value !== false && value !== 0) {
      query[key] = value === true ? '1' : String(value);
    }
  }
  return query;
}

/** The vocabulary of the bundled lists; the web app may build the same from the config service. */
export function buildSearchVocabulary(lists: {
  locations: SeoOption[];
  options: Record<
    | 'industry_lists'
    | 'xp_lvls'
    | 'job_category_lists'
    | 'job_types'
    | 'degrees'
    | 'job_benefit_lists'
    | 'company_financing_stage_lists'
    | 'company_sizes'
    | 'work_arrangements',
    SeoOption[]
  >;
  taxonomy: (SeoOption & { job_functions: (SeoOption & { function_titles: SeoOption[] })[] })[];
}): SearchVocabulary {
  const pick = ({ id, seo_value }: SeoOption): SeoOption => ({ id, seo_value });
  const jobFunctions = lists.taxonomy.flatMap((m) => m.job_functions);
  return {
    locations: lists.locations.map(pick),
    industries: lists.options.industry_lists.map(pick),
    xpLvls: lists.options.xp_lvls.map(pick),
    jobCategories: lists.options.job_category_lists.map(pick),
    jobTypes: lists.options.job_types.map(pick),
    degrees: lists.options.degrees.map(pick),
    mainFunctions: lists.taxonomy.map(pick),
    jobFunctions: jobFunctions.map(pick),
    functionTitles: jobFunctions.flatMap((f) => f.function_titles).map(pick),
    benefits: lists.options.job_benefit_lists.map(pick),
    financingStages: lists.options.company_financing_stage_lists.map(pick),
    companySizes: lists.options.company_sizes.map(pick),
    workArrangements: lists.options.work_arrangements.map(pick),
  };
}

function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Function titles are keyed '{seo value}-{id}' (spec §3); every other option by its SEO value. */
function idOf(options: SeoOption[], value: string, keyed: boolean): number | undefined {
  if (keyed) {
    const id = parseFunctionTitleKey(value);
    return options.find((o) => o.id === id && functionTitleKey(o.seo_value, o.id) === value)?.id;
  }
  const lower = value.toLowerCase();
  return options.find((o) => o.seo_value === lower)?.id;
}

function seoOf(options: SeoOption[], id: number, keyed: boolean): string | undefined {
  const option = options.find((o) => o.id === id);
  if (!option) return undefined;
  return keyed ? functionTitleKey(option.seo_value, option.id) : option.seo_value;
}

/** 'from,to', 'from,' or ',to' with whole amounts; 'from' alone is a lower bound. */
function parseSalary(value: string): { from: number; to: number } | null {
  const match = /^(\d*)(?:,(\d*))?$/.exec(value.trim());
  if (!match) return null;
  const from = Number(match[1] || 0);
  const to = Number(match[2] || 0);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return null;
  if (to && from > to) return null;
  return { from, to };
}
