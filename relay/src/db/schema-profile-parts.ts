import type { ColumnType, Generated } from 'kysely';

/** Tables of the profile parts the wizard does not fill (migration 2026-11-26-v-profile-parts). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type SqlDate = ColumnType<string, string, string>;

/** The summary and job seeker type on users (spec §3 'Basic info'). */
export interface UserProfilePartColumns {
  summary: string | null;
  job_seeker_type: string | null;
}

export interface ProfileSkillsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  proficiency: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface ProfileLanguagesTable {
  id: Generated<number>;
  user_id: number;
  /** An id of config list language_lists. */
  language_id: number;
  proficiency: string;
  created_at: CreatedAt;
}

export interface ProfileLinksTable {
  id: Generated<number>;
  user_id: number;
  display_name: string;
  url: string;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LicenseCertificationsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  issuer: string;
  credential_id: string | null;
  credential_url: string | null;
  issue_date: SqlDate;
  expiry_date: SqlDate | null;
  is_permanent: boolean;
  /** Where the attachment is in the file storage; its name and type as uploaded. */
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_mime: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
