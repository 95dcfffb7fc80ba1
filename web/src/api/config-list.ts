import type { ApiClient } from '@talkhire/client';
import type { ConfigListType, LanguageCode } from '@talkhire/config';
import { type EndpointData, type EndpointInput, endpoints } from '@talkhire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { useApi, useApiLocale } from './api-context';
import { endpointKey } from './endpoint-queries';

/**
 * One configuration list, its items parsed with the fields the caller reads. The catalogue's
 * answer holds every list (`{ [type]: items }`, items differing per list), so each caller names
 * the item shape it uses and keeps its types; the raw answer is cached once per list and shared.
 */
export function useConfigList<T extends z.ZodType>(
  type: ConfigListType,
  item: T,
  options: ConfigListOptions & { enabled?: boolean } = {},
) {
  const api = useApi();
  const locale = useApiLocale();
  const query = configListQuery(api, locale, type, options);
  const select = useCallback((data: ConfigListData) => itemsOf(data, type, item), [type, item]);
  return useQuery({ ...query, select, enabled: options.enabled ?? true });
}

/** The same list for an imperative caller (several lists combined in one effect). */
export async function configList<T extends z.ZodType>(
  api: ApiClient,
  type: ConfigListType,
  item: T,
  options: ConfigListOptions & { signal?: AbortSignal } = {},
): Promise<z.output<T>[]> {
  const data = await api.call(endpoints.config.list, listInput(type, options.language), {
    ...(options.signal ? { signal: options.signal } : {}),
    quiet: options.quiet ?? false,
  });
  return itemsOf(data, type, item);
}

export interface ConfigListOptions {
  /** Sent as `language_code`; without it the list is in the Language-Id of the request. */
  language?: LanguageCode;
  /** Leave a refusal to the screen instead of the toast. */
  quiet?: boolean;
}

export type ConfigListData = EndpointData<typeof endpoints.config.list>;

/**
 * The query of one list (key and fetch), for `useQueries` over several lists; its data is the raw
 * answer, to be narrowed with `itemsOf`. Lists change only with a deployment: fresh for an hour.
 */
export function configListQuery(
  api: ApiClient,
  locale: { countryId: number; languageId: number },
  type: ConfigListType,
  options: ConfigListOptions = {},
) {
  const input = listInput(type, options.language);
  return {
    queryKey: endpointKey(endpoints.config.list, input, locale),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.call(endpoints.config.list, input, { signal, quiet: options.quiet ?? false }),
    staleTime: 60 * 60_000,
  };
}

/** The items of a list answer, parsed with the caller's item shape (a mismatch fails the query). */
export function itemsOf<T extends z.ZodType>(
  data: ConfigListData,
  type: ConfigListType,
  item: T,
): z.output<T>[] {
  return z.array(item).parse(data[type] ?? []);
}

function listInput(
  type: ConfigListType,
  language: LanguageCode | undefined,
): EndpointInput<typeof endpoints.config.list> {
  return { params: { type }, query: language ? { language_code: language } : {} };
}
