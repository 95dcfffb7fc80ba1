import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface JobAlertsTable {
  id: Generated<number>;
  user_id: number;
  keywords: string | null;
  /** A job search request without page, order and keyword (contract ZJobAlertFilters). */
  filters: ColumnType<Record<string, unknown>, string, string>;
  criteria_key: string;
  edition_id: number;
  language: string;
  frequency: 'daily' | 'weekly';
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  unsubscribe_token: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row per alert and delivered period: the insert is the claim, so a period is sent once. */
export interface JobAlertDeliveriesTable {
  alert_id: number;
  period_key: string;
  period_end: ColumnType<Date, Date | string, never>;
  job_count: number;
  outbox_id: number | null;
  created_at: CreatedAt;
}

/** One row per scheduled task and period it ran for (retention purges). */
export interface ScheduledRunsTable {
  task: string;
  period_key: string;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
