import type {
  TBasicProfile,
  TEducation,
  TJobPreference,
  TJobSeekerType,
  TJobSeekingStatus,
  TWorkExperience,
} from '@talkhire/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobPreferencesTable } from '../../db/schema-profile';

type Reader = Kysely<Database>;

/**
 * Reads of the profile tables, shaped as their contracts. Date columns are formatted by the
 * database: drivers turn a SQL date into a Date at local or UTC midnight, and either can move it a day.
 */
function isoDate<C extends string>(column: C) {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(column);
}

function isoDateOrNull<C extends string>(column: C) {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(column);
}

export function selectJobPreferences(db: Reader, userId: number) {
  return db.selectFrom('job_preferences').selectAll().where('user_id', '=', userId).orderBy('id');
}

export function toJobPreference(row: Selectable<JobPreferencesTable>): TJobPreference {
  return {
    id: row.id,
    edition_id: row.edition_id,
    function_title_id: row.function_title_id,
    job_type_id: row.job_type_id,
    industry_id: row.industry_id,
    is_overseas: row.is_overseas,
    location_id: row.location_id,
    pref_country_id: row.pref_country_id,
    pref_region_id: row.pref_region_id ?? null,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    currency: row.currency,
    pay_type_id: row.pay_type_id,
    work_language_id: row.work_language_id,
    work_arrangement: row.work_arrangement,
    work_timezone_id: row.work_timezone_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function selectWorkExperiences(db: Reader, userId: number) {
  return db
    .selectFrom('work_experiences')
    .select([
      'id',
      'job_title',
      'company_name',
      'industry_id',
      'job_function_ids',
      isoDate('start_date'),
      isoDateOrNull('end_date'),
      'is_currently_working',
      'monthly_salary',
      'salary_currency',
      'description',
      'is_hidden_from_company',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('is_currently_working', 'desc')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc');
}

type Row<Query extends { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<
  ReturnType<Query['executeTakeFirstOrThrow']>
>;

export function toWorkExperience(row: Row<ReturnType<typeof selectWorkExperiences>>): TWorkExperience {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export function selectEducations(db: Reader, userId: number) {
  return db
    .selectFrom('educations')
    .select([
      'id',
      'school_name',
      'education_level_id',
      'field_of_study',
      isoDate('start_date'),
      isoDateOrNull('end_date'),
      'is_currently_attending',
      'description',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('is_currently_attending', 'desc')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc');
}

export function toEducation(row: Row<ReturnType<typeof selectEducations>>): TEducation {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** The basic info of spec §3 as stored on the user row. */
export async function readBasicProfile(db: Reader, userId: number): Promise<TBasicProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      'first_name',
      'last_name',
      'avatar',
      isoDateOrNull('birthday'),
      'nationality_id',
      'location_id',
      'home_address',
      isoDateOrNull('working_since'),
      'job_seeking_status',
      'notice_period_id',
      'declared_identity_id',
      'user_identity_id',
      'identity_verified_at',
      'summary',
      'job_seeker_type',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { identity_verified_at, ...fields } = row;
  return {
    ...fields,
    identity_verified: identity_verified_at !== null,
    job_seeking_status: row.job_seeking_status as TJobSeekingStatus | null,
    job_seeker_type: row.job_seeker_type as TJobSeekerType | null,
  };
}
