import { describe, expect, it } from 'vitest';
import { allLocations, optionLists, taxonomy } from './lists';
import {
  buildSearchVocabulary,
  type JobSearchRequest,
  parseSearchUrl,
  toSearchQuery,
  toSearchUrl,
} from './search-url';

const vocabulary = buildSearchVocabulary({ locations: allLocations(), options: optionLists, taxonomy });
const parse = (url: string) => {
  const [slug = '', search = ''] = url.split('?');
  return parseSearchUrl(slug, search, vocabulary);
};

describe('search URLs ↔ search requests (spec §2)', () => {
  it("is 'job-search' without any filter, page 1 left out", () => {
    expect(toSearchUrl({}, vocabulary)).toBe('job-search');
    expect(toSearchUrl({ page: 1 }, vocabulary)).toBe('job-search');
    expect(parse('job-search')).toEqual({ request: {}, unknown: [] });
    expect(parse('job-search?page=1')).toEqual({ request: {}, unknown: [] });
  });

  it("is '{query}-jobs' with a query and '{query}-jobs-in-{location}' with one location", () => {
    expect(toSearchUrl({ query: 'Frontend Developer' }, vocabulary)).toBe('frontend-developer-jobs');
    expect(toSearchUrl({ query: 'nurse', job_locations: [vocabulary.locations[0]!.id] }, vocabulary)).toBe(
      `nurse-jobs-in-${vocabulary.locations[0]!.seo_value}`,
    );
    const manila = vocabulary.locations.find((l) => l.seo_value === 'metro-manila')!;
    expect(parse('nurse-jobs-in-metro-manila?page=3').request).toEqual({
      query: 'nurse',
      job_locations: [manila.id],
      page: 3,
    });
  });

  it('keeps several locations in the location parameter', () => {
    const [a, b] = vocabulary.locations;
    expect(toSearchUrl({ query: 'nurse', job_locations: [a!.id, b!.id] }, vocabulary)).toBe(
      `nurse-jobs?location=${a!.seo_value},${b!.seo_value}`,
    );
  });

  const sample = <T>(list: T[], n = 2) => list.filter((_, i) => i % Math.ceil(list.length / n) === 0);
  const ids = (list: { id: number }[]) => sample(list).map((o) => o.id);
  const everyFilter: [string, JobSearchRequest][] = [
    ['page', { page: 4 }],
    ['industry', { industries: ids(vocabulary.industries) }],
    ['workExperience', { xp_lvls: ids(vocabulary.xpLvls) }],
    ['category', { job_categories: ids(vocabulary.jobCategories) }],
    ['jobType', { job_types: ids(vocabulary.jobTypes) }],
    ['salary (range)', { salary_from: 30_000, salary_to: 50_000 }],
    ['salary (below)', { salary_to: 30_000 }],
    ['salary (above)', { salary_from: 200_001 }],
    ['location (one)', { job_locations: [vocabulary.locations[5]!.id] }],
    ['location (several)', { job_locations: ids(vocabulary.locations) }],
    ['location in the slug', { query: 'data analyst', job_locations: [vocabulary.locations[9]!.id] }],
    ['qualification', { degrees: ids(vocabulary.degrees) }],
    ['verifiedCompany', { is_company_verified: true }],
    ['sort relevance', { sort: 1 }],
    ['sort newest', { sort: 2 }],
    ['sort highest salary', { sort: 3 }],
    ['mainFunctions', { main_functions: ids(vocabulary.mainFunctions) }],
    ['jobFunctions', { job_function_ids: ids(vocabulary.jobFunctions) }],
    ['functionTitles', { function_job_title_ids: ids(vocabulary.functionTitles) }],
    ['benefits', { benefits: ids(vocabulary.benefits) }],
    ['financingStage', { financing_stages: ids(vocabulary.financingStages) }],
    ['companySize', { company_sizes: ids(vocabulary.companySizes) }],
    ['workArrangement', { work_arrangements: ids(vocabulary.workArrangements) }],
    ['web3', { is_web3: true }],
    ['query', { query: 'software engineer' }],
    ['CJK query', { query: 'ソフトウェア エンジニア' }],
  ];

  it.each(everyFilter)('round-trips %s: request → URL → request → same URL', (_, request) => {
    const url = toSearchUrl(request, vocabulary);
    const back = parse(url);
    expect(back).toEqual({ request, unknown: [] });
    expect(toSearchUrl(back.request, vocabulary)).toBe(url);
  });

  it('round-trips every filter at once', () => {
    const all = Object.assign({}, ...everyFilter.slice(0, 12).map(([, r]) => r), everyFilter[12]![1]);
    const request: JobSearchRequest = {
      ...all,
      query: 'accountant',
      sort: 3,
      salary_from: 30_000,
      salary_to: 50_000,
    };
    const url = toSearchUrl(request, vocabulary);
    expect(parse(url)).toEqual({ request, unknown: [] });
  });

  it('writes SEO values, not ids, in the order of spec §2', () => {
    const url = toSearchUrl(
      {
        page: 2,
        job_types: [1],
        industries: [2],
        is_company_verified: true,
        function_job_title_ids: [10101],
        salary_from: 30_000,
        salary_to: 50_000,
        sort: 2,
      },
      vocabulary,
    );
    expect(url).toBe(
      'job-search?industry=banking&jobType=full-time&salary=30000,50000&verifiedCompany=1&sort=2&functionTitles=frontend-developer-10101&page=2',
    );
  });

  it('reads SEO values regardless of case and drops duplicates and empty values', () => {
    expect(parse('job-search?industry=Banking,banking,&jobType=&verifiedCompany=0').request).toEqual({
      industries: [2],
    });
  });

  it('lists values that name nothing instead of guessing', () => {
    const { request, unknown } = parse(
      'job-search?industry=underwater-basket-weaving&functionTitles=frontend-developer-99&page=-2&sort=9&salary=abc&web3=maybe',
    );
    expect(request).toEqual({});
    expect(unknown).toEqual([
      { param: 'industry', value: 'underwater-basket-weaving' },
      { param: 'functionTitles', value: 'frontend-developer-99' },
      { param: 'web3', value: 'maybe' },
      { param: 'salary', value: 'abc' },
      { param: 'sort', value: '9' },
      { param: 'page', value: '-2' },
    ]);
  });

  it('gives the API query with comma-separated ids and falsy values dropped', () => {
    expect(
      toSearchQuery({
        query: 'nurse',
        job_types: [1, 2],
        degrees: [],
        is_company_verified: false,
        is_web3: true,
        salary_from: 0,
        salary_to: 50_000,
        page: 2,
      }),
    ).toEqual({ query: 'nurse', job_types: '1,2', is_web3: '1', salary_to: '50000', page: '2' });
  });
});
