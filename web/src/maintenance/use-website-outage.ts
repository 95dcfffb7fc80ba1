import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TWebsiteOutage } from '@talkhire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi, useApiLocale } from '../api/api-context';
import { endpointKey } from '../api/endpoint-queries';

const recheckMs = 60_000;

/** Asks on load and every minute whether the site is under maintenance (null until known). */
export function useWebsiteOutage(language: LanguageCode): TWebsiteOutage | null {
  const api = useApi();
  const locale = useApiLocale();
  const input = { query: { language_code: language } } as const;
  const outage = useQuery({
    queryKey: endpointKey(endpoints.config.websiteOutage, input, locale),
    // Quiet: a failed check keeps the last answer rather than disturbing the page.
    queryFn: ({ signal }) => api.call(endpoints.config.websiteOutage, input, { signal, quiet: true }),
    refetchInterval: recheckMs,
    staleTime: 0,
  });
  return outage.data ?? null;
}
