import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';
import { formatSalary } from './job-format';

describe('formatSalary', () => {
  const en = formatsFor('en');

  it('shows a range in the edition currency', () => {
    expect(formatSalary({ salary_from: 30000, salary_to: 50000, currency: 'php' }, en)).toMatch(
      /₱30,000\s*[–-]\s*₱50,000/,
    );
    expect(
      formatSalary({ salary_from: 300000, salary_to: 500000, currency: 'jpy' }, formatsFor('ja')),
    ).toContain('300,000');
  });

  it('shows a single amount when both ends are equal or only one is given', () => {
    expect(formatSalary({ salary_from: 4000, salary_to: 4000, currency: 'sgd' }, en)).toMatch(/^SGD\s4,000$/);
    expect(formatSalary({ salary_from: null, salary_to: 5000, currency: 'sgd' }, en)).toMatch(/^SGD\s5,000$/);
  });

  it('shows nothing when the job gives no salary', () => {
    expect(formatSalary({ salary_from: null, salary_to: null, currency: 'usd' }, en)).toBeUndefined();
  });
});
