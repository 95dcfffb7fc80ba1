import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './active-filters';

describe('activeFilterCount', () => {
  it('is 0 for a keyword, a place, an order and a page alone', () => {
    expect(activeFilterCount({ query: 'nurse', job_locations: [2001], sort: 2, page: 3 })).toBe(0);
    expect(activeFilterCount({ is_company_verified: false, job_types: [] })).toBe(0);
  });

  it('counts each ticked option and each switch', () => {
    expect(
      activeFilterCount({ job_types: [1, 2], xp_lvls: [3], is_company_verified: true, is_web3: true }),
    ).toBe(5);
  });

  it('counts the salary range and the job function once each, however many fields they fill', () => {
    expect(
      activeFilterCount({
        salary_from: 30_000,
        salary_to: 50_000,
        main_functions: [1],
        job_function_ids: [101],
        function_job_title_ids: [10101],
      }),
    ).toBe(2);
  });
});
