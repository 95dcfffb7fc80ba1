import type { TJobCard } from '@talkhire/contracts';
import type { Formats } from './formats';

/**
 * A job's salary in its currency, e.g. '₱30,000–₱50,000'; undefined when the job gives none
 * (negotiable or unpaid), so the card shows the pay type alone. A job with one end of the range,
 * or both ends equal, shows the single amount.
 */
export function formatSalary(
  job: Pick<TJobCard, 'salary_from' | 'salary_to' | 'currency'>,
  formats: Formats,
): string | undefined {
  const { salary_from: from, salary_to: to } = job;
  if (!from && !to) return undefined;
  if (from && to && from !== to) return formats.moneyRange(from, to, job.currency);
  return formats.money((from || to)!, job.currency);
}
