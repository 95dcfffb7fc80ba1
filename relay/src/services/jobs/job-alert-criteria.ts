import { createHash } from 'node:crypto';
import type { TJobAlertFilters } from '@talkhire/contracts';

/**
 * One canonical form of what an alert watches: keywords (case and spacing ignored), filters
 * (key order and id order ignored) and edition. Two alerts of one seeker with the same form are
 * duplicates (41279), whatever their frequency.
 */
export function criteriaKey(
  keywords: string | null | undefined,
  filters: TJobAlertFilters,
  editionId: number,
) {
  const words = keywords?.trim().toLowerCase().replace(/\s+/g, ' ') || null;
  const sorted = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort((x, y) => x - y) : value]),
  );
  return createHash('sha256')
    .update(JSON.stringify({ words, filters: sorted, edition: editionId }))
    .digest('hex');
}
