import type { EndpointData, EndpointDefinition, EndpointInput } from '@talkhire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from '../ui/use-debounced';
import { useApi, useApiLocale } from './api-context';
import { endpointKey } from './endpoint-queries';

const pauseMs = 200;

/**
 * Suggestions for what is typed, asked through a catalogue endpoint a short pause after the last
 * key. The previous suggestions stay while the next are asked; a failure shows none, since the
 * box still searches what was typed (so it is quiet too).
 */
export function useSuggestions<E extends EndpointDefinition>(
  text: string,
  definition: E,
  inputOf: (query: string) => EndpointInput<E>,
): EndpointData<E> | undefined {
  const api = useApi();
  const locale = useApiLocale();
  const query = useDebounced(text.trim(), pauseMs);
  const input = inputOf(query);
  const answer = useQuery({
    queryKey: endpointKey(definition, input, locale),
    queryFn: ({ signal }) =>
      (api.call as (d: E, i: EndpointInput<E>, o: object) => Promise<EndpointData<E>>)(definition, input, {
        signal,
        quiet: true,
      }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
  return text.trim() && query && !answer.isError ? answer.data : undefined;
}
