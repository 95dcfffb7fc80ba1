import { describe, expect, it } from 'vitest';
import { ZJobSearchRequest } from './job-search';

describe('job search request (spec §3)', () => {
  it('reads comma-separated ids from a query string and arrays from a JSON body alike', () => {
    const fromQuery = ZJobSearchRequest.parse({ job_types: '1, 2,2', salary_from: '30000', is_web3: '1' });
    const fromBody = ZJobSearchRequest.parse({ job_types: [1, '2', 2], salary_from: 30000, is_web3: true });
    expect(fromQuery).toEqual({ job_types: [1, 2], salary_from: 30000, is_web3: true, page: 1, size: 30 });
    expect(fromBody).toEqual(fromQuery);
  });

  it('drops falsy values and leaves the sort to the service', () => {
    expect(
      ZJobSearchRequest.parse({
        query: '  ',
        degrees: '',
        job_types: [],
        is_company_verified: 'false',
        salary_to: 0,
        sort: '0',
        page: null,
        source: '',
      }),
    ).toEqual({ page: 1, size: 30 });
  });

  it.each([
    { job_types: 'a,b' },
    { page: '-1' },
    { size: '101' },
    { sort: '4' },
    { salary_from: '9', salary_to: '8' },
    { company_ids: '2147483648' },
    { job_types: Array.from({ length: 101 }, (_, i) => i + 1) },
    { is_company_verified: 'yes' },
    { unknown: '1' },
  ])('refuses %o', (input) => {
    expect(ZJobSearchRequest.safeParse(input).success).toBe(false);
  });
});
