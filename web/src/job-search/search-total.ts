import type { TJobSearchResult } from '@talkhire/contracts';

type Total = Pick<TJobSearchResult, 'total_num' | 'total_is_capped'>;
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A text counting the jobs found: `key` in the plural form of the exact count, or `${key}_capped`
 * ("10,000+ jobs found") when the search stopped counting at its cap, the number formatted for
 * the language (the capped text has no plural forms: it always means many).
 */
export function searchTotalText(
  key: 'jobs.search.total' | 'jobs.search.show_results',
  total: Total,
  t: Translate,
  formatCount: (value: number) => string,
): string {
  return total.total_is_capped
    ? t(`${key}_capped`, { number: formatCount(total.total_num) })
    : t(key, { count: total.total_num });
}
