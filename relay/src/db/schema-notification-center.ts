import type { ColumnType, Generated } from 'kysely';

/** A notice in a seeker's notification center (migration 2026-11-28-c). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  chat_id: number | null;
  interview_id: number | null;
  offer_id: number | null;
  job_id: number | null;
  alert_id: number | null;
  /** The values the text is written from: jsonb, read back as an object. */
  data: ColumnType<Record<string, string | number>, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
