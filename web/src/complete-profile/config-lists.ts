import type { ConfigListType, LanguageCode } from '@talkhire/config';
import { z } from 'zod';
import { useConfigList as useList } from '../api/config-list';

/**
 * The parts of the configuration lists (spec §3) the wizard shows. The config service answers
 * `{ [type]: items }`; items differ per list, so each shape read here is declared here.
 */
export const ZOption = z.object({ id: z.number(), key: z.string(), value: z.string() });
export type TOption = z.infer<typeof ZOption>;

export const ZCurrencyOption = z.object({ key: z.string(), display_value: z.string() });

export const ZLocationGroup = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  locations: z.array(z.object({ id: z.number(), value: z.string(), is_default: z.boolean() })),
});
export type TLocationGroup = z.infer<typeof ZLocationGroup>;

const ZTitleOption = z.object({ id: z.number(), value: z.string() });
export const ZMainFunction = z.object({
  id: z.number(),
  value: z.string(),
  sub_function_list: z.array(
    z.object({ id: z.number(), value: z.string(), job_titles: z.array(ZTitleOption) }),
  ),
});
export type TMainFunction = z.infer<typeof ZMainFunction>;

export const ZJobFunctionOption = z.object({
  id: z.number(),
  value: z.string(),
  main_function_id: z.number(),
});
export type TJobFunctionOption = z.infer<typeof ZJobFunctionOption>;

/** One configuration list in the page's language (and edition, for the locations). */
export function useConfigList<T extends z.ZodType>(
  type: ConfigListType,
  item: T,
  language: LanguageCode,
): z.output<T>[] | undefined {
  return useList(type, item, { language }).data;
}

/** Options sorted the way the language sorts names (country lists come in code order). */
export function sortedByName<T extends { value: string }>(items: readonly T[], language: LanguageCode): T[] {
  const collator = new Intl.Collator(language);
  return [...items].sort((a, b) => collator.compare(a.value, b.value));
}
