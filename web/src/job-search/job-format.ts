import type { TJobCard } from '@talkhire/contracts';

/**
 * A job's salary in its currency, e.g. '₱30,000 – ₱50,000'; undefined when the job gives none
 * (negotiable or unpaid), so the card shows the pay type alone.
 */
export function formatSalary(
  job: Pick<TJobCard, 'salary_from' | 'salary_to' | 'currency'>,
  locale: string,
): string | undefined {
  const { salary_from: from, salary_to: to } = job;
  if (!from && !to) return undefined;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: job.currency.toUpperCase(),
    maximumFractionDigits: 0,
  });
  if (from && to && from !== to) return format.formatRange(from, to);
  return format.format((from || to)!);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** When a job was posted, relative to now: 'yesterday', '3 days ago', 'just now' in the page's language. */
export function formatPosted(postedAt: string, locale: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(postedAt).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'minute');
}
