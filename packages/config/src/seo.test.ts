import { describe, expect, it } from 'vitest';
import {
  functionTitleKey,
  isSearchSlug,
  jobIdOfSlug,
  jobPath,
  metaDescription,
  parseFunctionTitleKey,
  parseSearchSlug,
  toSearchSlug,
} from './seo';

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

describe('isSearchSlug', () => {
  it('accepts the search URLs of spec §2 and nothing else', () => {
    for (const slug of [
      'job-search',
      'developer-jobs',
      'developer-jobs-in-manila',
      'jobs-in-manila',
      'エンジニア-jobs',
    ])
      expect(isSearchSlug(slug)).toBe(true);
    for (const slug of ['jobs', '-jobs', 'get-started', 'about', 'job-searching'])
      expect(isSearchSlug(slug)).toBe(false);
  });
});

describe('job URLs (spec §2)', () => {
  it('is /job/{title-slug}-{id} under the language prefix, and reads back the id', () => {
    expect(jobPath('en', { id: 42, title: 'Senior Nurse (ICU)' })).toBe('/job/senior-nurse-icu-42');
    expect(jobPath('ja', { id: 7, title: '看護師' })).toBe('/ja/job/看護師-7');
    expect(jobIdOfSlug('senior-nurse-icu-42')).toBe(42);
    expect(jobIdOfSlug('42')).toBe(42);
    expect(jobIdOfSlug('nurse')).toBeNull();
    expect(jobIdOfSlug('nurse-99999999999')).toBeNull();
  });
});

describe('metaDescription', () => {
  it('keeps short text, flattened to one line', () => {
    expect(metaDescription('  Acme ·\n Manila ·  Build   things ')).toBe('Acme · Manila · Build things');
  });

  it('cuts long text at a word, within the 155 characters search engines show', () => {
    const text = `${'word '.repeat(40)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
