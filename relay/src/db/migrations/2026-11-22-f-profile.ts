import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-22: the parts of a seeker's profile the completion wizard fills (spec §3 'Profile
 * parts', §4 'Profile completion'): job preferences, work experiences, educations, and the basic
 * info columns on users. Ids of configuration lists are checked by the relay, not by foreign keys:
 * the lists live in code (@talkhire/config/lists), not in tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `if not exists`: other migrations of the same day may add a column of the same name first.
  await sql`
    alter table users
      add column if not exists birthday date,
      add column if not exists nationality_id integer,
      add column if not exists location_id integer,
      add column if not exists home_address text,
      add column if not exists working_since date,
      add column if not exists job_seeking_status text,
      add column if not exists notice_period_id integer,
      add column if not exists user_identity_id integer
  `.execute(db);

  await db.schema
    .createTable('job_preferences')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('function_title_id', 'integer', (c) => c.notNull())
    .addColumn('job_type_id', 'integer', (c) => c.notNull())
    .addColumn('industry_id', 'integer', (c) => c.notNull())
    .addColumn('is_overseas', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('location_id', 'integer')
    .addColumn('pref_country_id', 'integer')
    .addColumn('salary_min', 'bigint', (c) => c.notNull())
    .addColumn('salary_max', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pay_type_id', 'integer', (c) => c.notNull())
    .addColumn('work_language_id', 'integer', (c) => c.notNull())
    .addColumn('work_arrangement', 'text', (c) =>
      c.notNull().check(sql`work_arrangement in ('onsite', 'hybrid', 'remote')`),
    )
    .addColumn('work_timezone_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('job_preferences_salary_order', sql`salary_min <= salary_max`)
    .execute();
  await sql`create index job_preferences_user_idx on job_preferences (user_id)`.execute(db);

  await db.schema
    .createTable('work_experiences')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('industry_id', 'integer')
    .addColumn('job_function_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('is_currently_working', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('monthly_salary', 'bigint')
    .addColumn('salary_currency', 'text')
    .addColumn('description', 'text')
    .addColumn('is_hidden_from_company', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'work_experiences_period',
      sql`(is_currently_working and end_date is null) or (not is_currently_working and end_date > start_date)`,
    )
    .execute();
  await sql`create index work_experiences_user_idx on work_experiences (user_id)`.execute(db);

  await db.schema
    .createTable('educations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('school_name', 'text', (c) => c.notNull())
    .addColumn('education_level_id', 'integer', (c) => c.notNull())
    .addColumn('field_of_study', 'text')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('is_currently_attending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'educations_period',
      sql`(is_currently_attending and end_date is null) or (not is_currently_attending and end_date > start_date)`,
    )
    .execute();
  await sql`create index educations_user_idx on educations (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('educations').ifExists().execute();
  await db.schema.dropTable('work_experiences').ifExists().execute();
  await db.schema.dropTable('job_preferences').ifExists().execute();
  await sql`
    alter table users
      drop column if exists birthday,
      drop column if exists nationality_id,
      drop column if exists location_id,
      drop column if exists home_address,
      drop column if exists working_since,
      drop column if exists job_seeking_status,
      drop column if exists notice_period_id,
      drop column if exists user_identity_id
  `.execute(db);
}
