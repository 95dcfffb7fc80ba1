import { endpoints } from '@talkhire/contracts';
import { useEndpointMutation } from '../api/endpoint-queries';

/**
 * Blocking or unblocking a company changes what the seeker sees of it everywhere: its page and
 * its jobs' pages (the blocked note), the blocked list, and the lists it and its jobs appear in
 * or disappear from.
 */
const changedByBlocking = [
  endpoints.companies.detail,
  endpoints.companies.blocked,
  endpoints.companies.similar,
  endpoints.companies.peopleAlsoViewed,
  endpoints.companies.search,
  endpoints.companies.featured,
  endpoints.companies.jobs,
  endpoints.jobs.detail,
  endpoints.jobs.search,
  endpoints.jobs.similar,
  endpoints.jobs.recommended,
  endpoints.jobs.homeSection,
  endpoints.jobs.categoryJobs,
  endpoints.jobs.topCompanies,
];

export function useBlockCompany() {
  return {
    block: useEndpointMutation(endpoints.companies.block, { invalidates: changedByBlocking }),
    unblock: useEndpointMutation(endpoints.companies.unblock, { invalidates: changedByBlocking }),
  };
}
