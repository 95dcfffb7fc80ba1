import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 2026-11-22-n-my-jobs. */
export interface ProfileViewsTable {
  id: Generated<number>;
  recruiter_id: number;
  jobseeker_id: number;
  job_id: number | null;
  viewed_at: ColumnType<Date, Date | string | undefined, never>;
}
