import type { ConfigListItem, ConfigListType, LanguageCode } from '@talkhire/config';
import { useConfigList as useList } from '../api/config-list';

/** The main functions tree (main function → job functions → job titles) the title pickers read. */
export type TMainFunction = ConfigListItem<'main_functions'>;

/**
 * One configuration list (spec §3) in the page's language (and edition, for the locations), its
 * items typed as the config service builds them (see api/config-list.ts).
 */
export function useConfigList<T extends ConfigListType>(
  type: T,
  language: LanguageCode,
): ConfigListItem<T>[] | undefined {
  return useList(type, { language }).data;
}

/** Options sorted the way the language sorts names (country lists come in code order). */
export function sortedByName<T extends { value: string }>(items: readonly T[], language: LanguageCode): T[] {
  const collator = new Intl.Collator(language);
  return [...items].sort((a, b) => collator.compare(a.value, b.value));
}
