import { describe, expect, it } from 'vitest';
import { criteriaOfSearch, withoutEmpty } from './alert-criteria';
import { filtersOfAlert } from './alert-filters';

describe('job alert criteria', () => {
  it('take the keyword and the filters of a search, never its page or order', () => {
    expect(
      criteriaOfSearch({
        query: 'developer',
        job_locations: [2001],
        job_types: [],
        is_company_verified: false,
        is_web3: true,
        page: 3,
        sort: 2,
      }),
    ).toEqual({ keywords: 'developer', filters: { job_locations: [2001], is_web3: true } });
  });

  it('drop empty lists, so an alert of a keyword alone has no filter (the contract then refuses it)', () => {
    expect(criteriaOfSearch({ query: 'developer' }).filters).toEqual({});
    expect(withoutEmpty({ degrees: [], is_company_verified: true })).toEqual({ is_company_verified: true });
  });

  it('read stored filters back through the contract and drop anything it refuses', () => {
    expect(filtersOfAlert({ job_locations: [2001], xp_lvls: [2] })).toEqual({
      job_locations: [2001],
      xp_lvls: [2],
    });
    expect(filtersOfAlert({ page: 2 })).toEqual({});
  });
});
