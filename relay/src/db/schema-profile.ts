import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the seeker's profile parts (migration 2026-11-22-f-profile). Date columns are SQL
 * `date`: they are written as 'YYYY-MM-DD' and read back through `isoDate` (profile-rows.ts) so no
 * time zone ever shifts a birthday.
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type SqlDate = ColumnType<string, string, string>;

/** Basic info columns added to users (spec §3 'Basic info' and 'user-own-detail'). */
export interface UserProfileColumns {
  birthday: SqlDate | null;
  nationality_id: number | null;
  location_id: number | null;
  home_address: string | null;
  working_since: SqlDate | null;
  job_seeking_status: string | null;
  notice_period_id: number | null;
  user_identity_id: number | null;
}

export interface JobPreferencesTable {
  id: Generated<number>;
  user_id: number;
  /** The edition the preference was made in: local locations are that edition's. */
  edition_id: number;
  function_title_id: number;
  job_type_id: number;
  industry_id: number;
  is_overseas: boolean;
  location_id: number | null;
  pref_country_id: number | null;
  /**
   * A region of config list region_lists instead of a location (migration 2026-11-26-v); optional
   * so rows written before it, and writers that never name a region, need not list it.
   */
  pref_region_id?: number | null;
  salary_min: number;
  salary_max: number;
  currency: string;
  pay_type_id: number;
  work_language_id: number;
  work_arrangement: 'onsite' | 'hybrid' | 'remote';
  work_timezone_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WorkExperiencesTable {
  id: Generated<number>;
  user_id: number;
  job_title: string;
  company_name: string;
  industry_id: number | null;
  job_function_ids: number[];
  start_date: SqlDate;
  end_date: SqlDate | null;
  is_currently_working: boolean;
  monthly_salary: number | null;
  salary_currency: string | null;
  description: string | null;
  is_hidden_from_company: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EducationsTable {
  id: Generated<number>;
  user_id: number;
  school_name: string;
  education_level_id: number;
  field_of_study: string | null;
  start_date: SqlDate;
  end_date: SqlDate | null;
  is_currently_attending: boolean;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
