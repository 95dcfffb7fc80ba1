/** The middle value (mean of the two middle ones for an even count); NaN for an empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The nearest-rank percentile (q in 0..1) of a list sorted ascending, as the other benches read
 * theirs: the value below which a q share of the samples fall, never an interpolated one.
 */
export function percentile(sortedAscending: number[], q: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sortedAscending.length) - 1;
  return sortedAscending[Math.min(sortedAscending.length - 1, Math.max(0, rank))]!;
}
