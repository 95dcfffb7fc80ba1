import { describe, expect, it } from 'vitest';
import { formatPosted, formatSalary } from './job-format';

describe('formatSalary', () => {
  it('shows a range in the edition currency', () => {
    expect(formatSalary({ salary_from: 30000, salary_to: 50000, currency: 'php' }, 'en-US')).toMatch(
      /₱30,000\s*[–-]\s*₱50,000/,
    );
    expect(formatSalary({ salary_from: 300000, salary_to: 500000, currency: 'jpy' }, 'ja-JP')).toContain(
      '300,000',
    );
  });

  it('shows a single amount, or nothing when the job gives no salary', () => {
    expect(formatSalary({ salary_from: 4000, salary_to: 4000, currency: 'sgd' }, 'en-US')).toMatch(
      /^SGD\s4,000$/,
    );
    expect(formatSalary({ salary_from: null, salary_to: null, currency: 'usd' }, 'en-US')).toBeUndefined();
  });
});

describe('formatPosted', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('says how long ago in words of the language', () => {
    expect(formatPosted('2026-11-22T11:59:30Z', 'en', now)).toBe('this minute');
    expect(formatPosted('2026-11-22T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatPosted('2026-11-21T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatPosted('2026-11-08T12:00:00Z', 'en', now)).toBe('2 weeks ago');
  });
});
