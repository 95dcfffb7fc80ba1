import type { Source } from '@talkhire/config';
import type { TApplicationEventKind, TScreeningAnswer } from '@talkhire/contracts';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Added to `jobs` by migration j: the employer's own application page, when it has one. */
export interface JobApplyColumns {
  external_apply_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ResumesTable {
  id: Generated<number>;
  user_id: number;
  filename: string;
  mime: string;
  size: number;
  storage_key: string;
  created_at: CreatedAt;
}

export interface ApplicationsTable {
  id: Generated<number>;
  job_id: number;
  jobseeker_id: number;
  resume_id: number | null;
  source: Source;
  first_message: string | null;
  /** jsonb: written as a JSON string, read back parsed. */
  screening_answers: ColumnType<TScreeningAnswer[], string, string>;
  status: ColumnType<TApplicationEventKind, TApplicationEventKind | undefined, TApplicationEventKind>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  kind: TApplicationEventKind;
  reason: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ExternalJobClicksTable {
  id: Generated<number>;
  job_id: number;
  user_id: number | null;
  source: Source;
  created_at: CreatedAt;
}
