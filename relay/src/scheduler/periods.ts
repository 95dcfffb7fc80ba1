import type { TJobAlertFrequency } from '@talkhire/contracts';

export interface Period {
  /** 'daily:2026-11-21' or 'weekly:2026-11-16' (the first day of the period, UTC). */
  key: string;
  start: Date;
  end: Date;
}

const dayMs = 24 * 3600 * 1000;

/**
 * The last period of a frequency that has ended at `now`: yesterday (UTC) for daily alerts, last
 * week (Monday to Monday, UTC) for weekly ones. A delivery covers what was new up to its end.
 */
export function lastEndedPeriod(frequency: TJobAlertFrequency, now: Date): Period {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  if (frequency === 'daily') return period('daily', today - dayMs, today);
  // 1970-01-01 was a Thursday: days since the epoch + 3, modulo 7, counts days since Monday.
  const daysSinceMonday = (Math.floor(today / dayMs) + 3) % 7;
  const thisMonday = today - daysSinceMonday * dayMs;
  return period('weekly', thisMonday - 7 * dayMs, thisMonday);
}

/** Hourly periods, for housekeeping tasks such as the retention purges. */
export function lastEndedHour(now: Date): Period {
  const hourMs = 3600 * 1000;
  const end = Math.floor(now.getTime() / hourMs) * hourMs;
  return {
    key: `hourly:${new Date(end - hourMs).toISOString().slice(0, 13)}`,
    start: new Date(end - hourMs),
    end: new Date(end),
  };
}

function period(kind: TJobAlertFrequency, start: number, end: number): Period {
  return {
    key: `${kind}:${new Date(start).toISOString().slice(0, 10)}`,
    start: new Date(start),
    end: new Date(end),
  };
}
