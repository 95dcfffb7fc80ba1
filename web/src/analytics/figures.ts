import type { TAnalytics } from '@talkhire/contracts';

/**
 * Events per name per day as uPlot's aligned columns: every day of the span asked (epoch seconds),
 * a day without events at 0, then one row per name. With the event days alone, a span whose
 * events fell on one day drew a time axis years wide around a single point.
 */
export function eventsByDay(figures: Pick<TAnalytics, 'from' | 'to' | 'events_per_day'>): {
  days: number[];
  names: string[];
  counts: number[][];
} {
  const rows = figures.events_per_day;
  const days = daysFrom(figures.from, figures.to);
  const names = [...new Set(rows.map((r) => r.name))].sort();
  const count = new Map(rows.map((r) => [`${r.name} ${r.day}`, r.count]));
  const counts = names.map((name) => days.map((day) => count.get(`${name} ${day}`) ?? 0));
  return { days: days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), names, counts };
}

/** Every UTC day from `from` to `to` (YYYY-MM-DD, both included). */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** A rate (0–1) as a percentage with one decimal. */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** The day `offset` days from today, as YYYY-MM-DD (UTC, as the relay counts days). */
export function isoDay(offset: number, now = Date.now()): string {
  return new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
}
