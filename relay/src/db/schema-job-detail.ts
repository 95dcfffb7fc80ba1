import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface SavedJobsTable {
  id: Generated<number>;
  user_id: number;
  job_id: number;
  created_at: CreatedAt;
}

export interface JobReportsTable {
  id: Generated<number>;
  job_id: number;
  user_id: number | null;
  /** 'user:<id>' for a seeker, 'session:<hash>' for a guest: one report per reader and job. */
  reporter_key: string;
  report_reason_id: number;
  created_at: CreatedAt;
}

export interface JobViewsTable {
  id: Generated<number>;
  job_id: number;
  user_id: number | null;
  created_at: CreatedAt;
}
