import type { SearchVocabulary } from '@talkhire/config';
import { describe, expect, it } from 'vitest';
import { onsiteUrl, readOnsiteUrl, toOnsiteQuery } from './onsite-url';

const none: SearchVocabulary = {
  locations: [],
  industries: [],
  xpLvls: [],
  jobCategories: [],
  jobTypes: [],
  degrees: [],
  mainFunctions: [],
  jobFunctions: [],
  functionTitles: [],
  benefits: [],
  financingStages: [],
  companySizes: [],
  workArrangements: [],
};
const vocabulary: SearchVocabulary = {
  ...none,
  locations: [
    { id: 2001, seo_value: 'metro-manila' },
    { id: 2002, seo_value: 'cebu' },
  ],
  jobTypes: [{ id: 1, seo_value: 'full-time' }],
  xpLvls: [{ id: 3, seo_value: '1-3-years' }],
  industries: [{ id: 1, seo_value: 'it' }],
  workArrangements: [
    { id: 1, seo_value: 'on-site' },
    { id: 2, seo_value: 'hybrid' },
    { id: 3, seo_value: 'remote' },
  ],
};
const onsiteIds = [1, 2];
const read = (search: string) => readOnsiteUrl(new URLSearchParams(search), vocabulary, onsiteIds);

describe('the on-site page URL', () => {
  it("reads the search's parameters the page has filters for", () => {
    expect(
      read(
        'workArrangement=hybrid&location=cebu&jobType=full-time&salary=30000,50000&workExperience=1-3-years&page=2',
      ),
    ).toEqual({
      work_arrangements: [2],
      job_locations: [2002],
      job_types: [1],
      salary_from: 30_000,
      salary_to: 50_000,
      xp_lvls: [3],
      page: 2,
    });
  });

  it('leaves out remote, unknown values and filters the page does not have', () => {
    expect(read('workArrangement=remote&location=atlantis&industry=it&query=nurse')).toEqual({});
    expect(read('workArrangement=remote,on-site')).toEqual({ work_arrangements: [1] });
  });

  it('writes what it reads, page 1 and empty filters left out, under the language prefix', () => {
    const request = read('location=metro-manila&salary=30000&page=3');
    expect(onsiteUrl('en', request, vocabulary)).toBe(
      '/onsite-job?location=metro-manila&salary=30000&page=3',
    );
    expect(onsiteUrl('ar', { ...request, page: 1 }, vocabulary)).toBe(
      '/ar/onsite-job?location=metro-manila&salary=30000',
    );
    expect(onsiteUrl('en', {}, vocabulary)).toBe('/onsite-job');
    expect(onsiteUrl('en', { salary_to: 50_000 }, vocabulary)).toBe('/onsite-job?salary=0,50000');
  });

  it('asks the endpoint with comma-separated ids', () => {
    expect(toOnsiteQuery({ job_locations: [2001, 2002], salary_from: 30_000, page: 2 })).toEqual({
      job_locations: '2001,2002',
      salary_from: '30000',
      page: '2',
    });
  });
});
