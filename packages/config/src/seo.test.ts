import { describe, expect, it } from 'vitest';
import { functionTitleKey, parseFunctionTitleKey, parseSearchSlug, toSearchSlug } from './seo';

describe('job search slugs (spec §2)', () => {
  it("is 'job-search' without a filter", () => {
    expect(toSearchSlug({})).toBe('job-search');
    expect(parseSearchSlug('job-search')).toEqual({});
  });
  it("is '{query}-jobs' with a query", () => {
    expect(toSearchSlug({ query: 'Frontend Developer' })).toBe('frontend-developer-jobs');
  });
  it("is '{query}-jobs-in-{location}' with a query and a location", () => {
    expect(toSearchSlug({ query: 'nurse', location: 'metro-manila' })).toBe('nurse-jobs-in-metro-manila');
  });
  it.each([
    { query: 'frontend developer' },
    { query: 'nurse', location: 'metro-manila' },
    { location: 'tokyo' },
    { query: 'ソフトウェア エンジニア', location: 'tokyo' },
    { query: 'jobs in sales', location: 'cebu' },
    {},
  ])('round-trips %o', (search) => {
    expect(parseSearchSlug(toSearchSlug(search))).toEqual(search);
  });
  it('keys a function title by seo value and id', () => {
    expect(functionTitleKey('frontend-developer', 10101)).toBe('frontend-developer-10101');
    expect(parseFunctionTitleKey('frontend-developer-10101')).toBe(10101);
    expect(parseFunctionTitleKey('frontend-developer')).toBeNull();
  });
});
