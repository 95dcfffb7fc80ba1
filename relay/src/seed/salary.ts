import type { EditionKey } from '@talkhire/config';
import type { Random } from './corpus/random';

/**
 * Typical monthly pay in the edition's currency, from an entry-level job to a senior one. Other pay
 * types derive from it, so a JPY annual salary lands at 3M–12M and a PHP monthly one at 18k–150k.
 */
const monthlyRange: Record<EditionKey, readonly [number, number]> = {
  ph: [18_000, 150_000],
  sg: [3_000, 15_000],
  jp: [250_000, 1_000_000],
  id: [4_000_000, 40_000_000],
  my: [2_500, 20_000],
  hk: [15_000, 90_000],
  tw: [30_000, 150_000],
  us: [3_500, 16_000],
  gb: [2_100, 9_000],
  ca: [3_500, 13_000],
  br: [2_000, 25_000],
  tr: [25_000, 150_000],
  ng: [100_000, 1_500_000],
  sa: [4_000, 40_000],
  ae: [4_500, 45_000],
  lk: [60_000, 600_000],
  es: [1_300, 6_000],
  rs: [70_000, 400_000],
  com: [2_000, 12_000],
};

/** Monthly pay divided into the unit of each pay type (about 21.7 working days, 173 hours a month). */
const perMonth: Record<string, number> = { annually: 1 / 12, monthly: 1, daily: 21.7, hourly: 173 };

/**
 * Salary range for a pay type; null for pay types without an amount (negotiable, unpaid).
 * `level` runs from 0 (no experience) to 1 (more than ten years).
 */
export function salaryFor(
  r: Random,
  edition: EditionKey,
  payType: string,
  level: number,
): { from: number; to: number } | null {
  const divisor = perMonth[payType];
  if (divisor === undefined) return null;
  const [low, high] = monthlyRange[edition];
  // Log scale: pay grows by a factor per step of experience rather than by a fixed amount.
  const position = Math.min(1, Math.max(0, level * 0.8 + r.float(-0.08, 0.2)));
  const from = (low * (high / low) ** position) / divisor;
  const to = from * r.float(1.15, 1.6);
  const roundedFrom = roundNice(from);
  const roundedTo = Math.max(roundNice(to), roundedFrom + step(roundedFrom));
  return { from: roundedFrom, to: roundedTo };
}

/** Amounts as recruiters write them: 18,500 not 18,437; 1,450 not 1,447; whole units always. */
function roundNice(value: number): number {
  return Math.max(1, Math.round(value / step(value)) * step(value));
}

function step(value: number): number {
  return Math.max(1, 10 ** Math.floor(Math.log10(Math.max(1, value))) / 20);
}
