import type { CallOptions } from '@talkhire/client';
import type { EndpointData, EndpointDefinition, EndpointInput } from '@talkhire/contracts';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi, useApiLocale } from './api-context';

/**
 * Server state through TanStack Query, keyed by the catalogue: every query's key starts with the
 * endpoint's path and method, then the edition and language the answer is in, then its input. A
 * mutation names the endpoints whose answers it changes, and those queries refetch.
 */
export function endpointKey<E extends EndpointDefinition>(
  definition: E,
  input?: EndpointInput<E>,
  locale?: { countryId: number; languageId: number },
): QueryKey {
  const base = ['api', definition.path, definition.method];
  return locale ? [...base, locale.countryId, locale.languageId, input ?? {}] : base;
}

interface QueryOptions<D = unknown> {
  /** false: do not call yet (a missing id, a signed-out viewer). */
  enabled?: boolean;
  /** Leave refusals to the screen instead of the toast. */
  quiet?: boolean;
  /** How long an answer is fresh, in ms (default: the client's). */
  staleTime?: number;
  /** Show the previous input's answer while the next is asked (a next page, a new filter). */
  keepPrevious?: boolean;
  /** From the latest answer, in how many ms to ask again (false: not again; a job still running). */
  refetchInterval?: (data: D | undefined) => number | false;
}

/** One GET of the catalogue. */
export function useEndpointQuery<E extends EndpointDefinition>(
  definition: E,
  input: EndpointInput<E>,
  options: QueryOptions<EndpointData<E>> = {},
) {
  const api = useApi();
  const locale = useApiLocale();
  const { refetchInterval } = options;
  return useQuery({
    queryKey: endpointKey(definition, input, locale),
    queryFn: ({ signal }) => callWith(api, definition, input, { signal, quiet: options.quiet ?? false }),
    enabled: options.enabled ?? true,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(refetchInterval
      ? {
          refetchInterval: ({ state }: { state: { data?: unknown } }) =>
            refetchInterval(state.data as EndpointData<E> | undefined),
        }
      : {}),
  });
}

/**
 * A list that grows as the screen scrolls: `pageOf` puts the page number into the input, and
 * `nextPage` reads from the last answer whether there is another page.
 */
export function useEndpointInfiniteQuery<E extends EndpointDefinition>(
  definition: E,
  input: EndpointInput<E>,
  paging: {
    pageOf: (input: EndpointInput<E>, page: number) => EndpointInput<E>;
    nextPage: (last: EndpointData<E>, pages: EndpointData<E>[]) => number | undefined;
  },
  options: QueryOptions = {},
) {
  const api = useApi();
  const locale = useApiLocale();
  return useInfiniteQuery<EndpointData<E>, Error, InfiniteData<EndpointData<E>, number>, QueryKey, number>({
    queryKey: [...endpointKey(definition, input, locale), 'pages'],
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      callWith(api, definition, paging.pageOf(input, pageParam), { signal, quiet: options.quiet ?? false }),
    getNextPageParam: (last, pages) => paging.nextPage(last, pages),
    enabled: options.enabled ?? true,
  });
}

/** A write of the catalogue; on success the queries of `invalidates` refetch. */
export function useEndpointMutation<E extends EndpointDefinition>(
  definition: E,
  options: { invalidates?: readonly EndpointDefinition[]; quiet?: boolean } = {},
) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<EndpointData<E>, Error, EndpointInput<E>>({
    mutationFn: (input) => callWith(api, definition, input, { quiet: options.quiet ?? false }),
    onSuccess: () =>
      Promise.all(
        (options.invalidates ?? []).map((changed) =>
          client.invalidateQueries({ queryKey: endpointKey(changed) }),
        ),
      ),
  });
}

/**
 * Marks the answers of these endpoints stale (after a change made outside a mutation hook). The
 * function is the same on every render, so effects may depend on it.
 */
export function useInvalidate() {
  const client = useQueryClient();
  return useCallback(
    (...changed: EndpointDefinition[]) =>
      Promise.all(
        changed.map((definition) => client.invalidateQueries({ queryKey: endpointKey(definition) })),
      ),
    [client],
  );
}

function callWith<E extends EndpointDefinition>(
  api: ReturnType<typeof useApi>,
  definition: E,
  input: EndpointInput<E>,
  init: CallOptions,
): Promise<EndpointData<E>> {
  // The rest parameters of `call` depend on the endpoint; here the input is always given.
  return (api.call as (d: E, i: EndpointInput<E>, o: CallOptions) => Promise<EndpointData<E>>)(
    definition,
    input,
    init,
  );
}
