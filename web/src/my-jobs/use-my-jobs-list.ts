import type { EndpointDefinition, EndpointInput } from '@talkhire/contracts';
import { useEndpointQuery } from '../api/endpoint-queries';
import { type MyJobsView, myJobsQuery } from './my-jobs-url';

/**
 * One page of a My Jobs list for the view. The lists page by the links under them (the page is
 * in the address), so this is one query per page; the edition and language are in its key.
 */
export function useMyJobsList<E extends EndpointDefinition>(definition: E, view: MyJobsView) {
  // Every My Jobs list takes the view's query; the endpoint's own contract checks it.
  return useEndpointQuery(definition, { query: myJobsQuery(view) } as EndpointInput<E>);
}
