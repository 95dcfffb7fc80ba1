import { ApiFailure } from '@talkhire/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache. Answers stay fresh for 30 s (moving between screens does not refetch
 * what was just read); refusals are not retried, since asking again gets the same answer; a
 * network failure is retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiFailure && error.status > 0) && failures < 1,
      },
      mutations: { retry: false },
    },
  });
}
