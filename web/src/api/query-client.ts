import { ApiFailure } from '@talkhire/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache. Answers stay fresh for 30 s (moving between screens does not refetch
 * what was just read); refusals are not retried, since asking again gets the same answer; a
 * network failure is retried once.
 *
 * `rendered`: the cache holds what the server rendered with. A refusal it holds (a job not found)
 * then stays on screen instead of turning into a spinner and a second ask at hydration, which
 * would not match the server's HTML; `retryOnRemount` restores the default once hydrated.
 */
export function createQueryClient({ rendered = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiFailure && error.status > 0) && failures < 1,
        retryOnMount: !rendered,
      },
      mutations: { retry: false },
    },
  });
}

/** After hydration, a screen mounted again asks again for what failed before. */
export function retryOnRemount(queryClient: QueryClient) {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: true } });
}
