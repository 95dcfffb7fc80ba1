import type { ColumnType } from 'kysely';

/** Columns migration 2026-11-26-y-account-changes adds to users. */
export interface UserDeletionColumns {
  /** When the seeker deleted the account; the row is then an anonymised tombstone. */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
