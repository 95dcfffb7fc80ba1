import type { TAnalytics } from '@talkhire/contracts';

/** Events per name per day as uPlot's aligned columns: days (epoch seconds), then one row per name. */
export function eventsByDay(rows: TAnalytics['events_per_day']): {
  days: number[];
  names: string[];
  counts: number[][];
} {
  const days = [...new Set(rows.map((r) => r.day))].sort();
  const names = [...new Set(rows.map((r) => r.name))].sort();
  const counts = names.map((name) =>
    days.map((day) => rows.find((r) => r.name === name && r.day === day)?.count ?? 0),
  );
  return { days: days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), names, counts };
}

/** A rate (0–1) as a percentage with one decimal. */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** The day `offset` days from today, as YYYY-MM-DD (UTC, as the relay counts days). */
export function isoDay(offset: number, now = Date.now()): string {
  return new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
}
