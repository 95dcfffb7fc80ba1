import type { ApiClient } from '@talkhire/client';
import type { ConfigListItem, ConfigListType, LanguageCode } from '@talkhire/config';
import { type EndpointData, type EndpointInput, endpoints } from '@talkhire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi, useApiLocale } from './api-context';
import { endpointKey } from './endpoint-queries';

/**
 * One configuration list, its items typed as the relay builds them (`ConfigListItem<T>`). The
 * catalogue's answer is `{ [type]: items }`; the raw answer is cached once per list and shared.
 *
 * The items are not parsed here: the relay builds these lists from its own data (in
 * @talkhire/config/lists) and validates its answer, so the browser takes them as typed, and the
 * page's first scripts carry no schema for them.
 */
export function useConfigList<T extends ConfigListType>(
  type: T,
  options: ConfigListOptions & { enabled?: boolean } = {},
) {
  const api = useApi();
  const locale = useApiLocale();
  const query = configListQuery(api, locale, type, options);
  const select = useCallback((data: ConfigListData) => itemsOf(data, type), [type]);
  return useQuery({ ...query, select, enabled: options.enabled ?? true });
}

/** The same list for an imperative caller (several lists combined in one effect). */
export async function configList<T extends ConfigListType>(
  api: ApiClient,
  type: T,
  options: ConfigListOptions & { signal?: AbortSignal } = {},
): Promise<ConfigListItem<T>[]> {
  const data = await api.call(endpoints.config.list, listInput(type, options.language), {
    ...(options.signal ? { signal: options.signal } : {}),
    quiet: options.quiet ?? false,
  });
  return itemsOf(data, type);
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

/**
 * The items of list `type` in a list answer (none if the answer holds no such list), typed as the
 * relay builds them. Not parsed: the relay builds and validates the lists, the browser trusts it.
 */
export function itemsOf<T extends ConfigListType>(data: ConfigListData, type: T): ConfigListItem<T>[] {
  // The contract types a list generically (records of unknown); its builder names the item type.
  return (data[type] ?? []) as ConfigListItem<T>[];
}

function listInput(
  type: ConfigListType,
  language: LanguageCode | undefined,
): EndpointInput<typeof endpoints.config.list> {
  return { params: { type }, query: language ? { language_code: language } : {} };
}

/** A job title's name in the main functions tree; undefined until the tree has loaded, or if unknown. */
export function jobTitleName(
  tree: readonly ConfigListItem<'main_functions'>[] | undefined,
  id: number,
): string | undefined {
  for (const main of tree ?? [])
    for (const sub of main.sub_function_list)
      for (const title of sub.job_titles) if (title.id === id) return title.value;
  return undefined;
}
