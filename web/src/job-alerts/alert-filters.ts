import { type TJobAlertFilters, ZJobAlertFilters } from '@talkhire/contracts';

// Apart from alert-criteria.ts: the search page builds criteria at once, but reads stored alerts
// (and so needs zod and the alert contract) only in the alert dialogs, which load when opened.

/** Stored filters, read back through the same contract that accepted them. */
export function filtersOfAlert(filters: Record<string, unknown>): TJobAlertFilters {
  const parsed = ZJobAlertFilters.safeParse(filters);
  return parsed.success ? parsed.data : {};
}
