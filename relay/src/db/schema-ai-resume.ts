import type { ColumnType, Generated } from 'kysely';

/** Tables of issue 17's AI resume analysis (migration 2026-11-28-a-ai). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type SqlDate = ColumnType<string, string, string>;

export interface ResumeAnalysesTable {
  id: Generated<number>;
  user_id: number;
  /** The AI day it was started on, 'YYYY-MM-DD' (turns at 00:01 GMT+8): the daily credits count it. */
  ai_day: SqlDate;
  status: ColumnType<'generating' | 'ready' | 'failed', 'generating' | undefined, 'ready' | 'failed'>;
  score: number | null;
  advice: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface ResumeAnalysisIssuesTable {
  id: Generated<number>;
  analysis_id: number;
  position: number;
  code: string;
  severity: 'high' | 'medium' | 'low';
  section: string;
  item_id: number | null;
  details: ColumnType<Record<string, string | number>, string, string>;
  resolved: ColumnType<boolean, boolean | undefined, boolean>;
}
