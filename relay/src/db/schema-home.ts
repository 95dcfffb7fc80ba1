import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Tables of migration 2026-11-22-m-home. */
export interface JobHotSearchesTable {
  id: Generated<number>;
  edition_id: number;
  language_id: number;
  query: string;
  normalized_query: string;
  job_title_id: number | null;
  device: string;
  page: string;
  source: string;
  user_id: number | null;
  /** 'user:<id>', 'session:<hash>' or 'ip:<address>': hot titles count people, not requests. */
  searcher_key: string;
  created_at: CreatedAt;
}

export interface CoursesTable {
  id: Generated<number>;
  key: string;
  job_category_id: number;
  xp_lvl_keys: string[];
  title: string;
  provider: string;
  summary: string;
  duration_hours: number;
  lessons: number;
  rating_tenths: number;
  learners: number;
  created_at: CreatedAt;
}
