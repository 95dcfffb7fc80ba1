import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-26: the profile parts the wizard does not fill (spec §3 'Profile parts'): the summary and
 * job seeker type on users, skills and languages with a proficiency, links, and licenses or
 * certifications with an optional attachment (a key of the file storage); and the region a job
 * preference may name instead of a location (spec §3 'pref_region_id').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column if not exists summary text,
      add column if not exists job_seeker_type text
  `.execute(db);

  // Spec §3: a job preference's location is a location, a country (overseas) or a region.
  await sql`alter table job_preferences add column if not exists pref_region_id integer`.execute(db);

  await db.schema
    .createTable('profile_skills')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('proficiency', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index profile_skills_user_name_idx on profile_skills (user_id, lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable('profile_languages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('proficiency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index profile_languages_user_language_idx on profile_languages (user_id, language_id)`.execute(
    db,
  );

  await db.schema
    .createTable('profile_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index profile_links_user_idx on profile_links (user_id)`.execute(db);

  await db.schema
    .createTable('license_certifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('credential_id', 'text')
    .addColumn('credential_url', 'text')
    .addColumn('issue_date', 'date', (c) => c.notNull())
    .addColumn('expiry_date', 'date')
    .addColumn('is_permanent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attachment_key', 'text')
    .addColumn('attachment_name', 'text')
    .addColumn('attachment_mime', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'license_certifications_period',
      sql`(is_permanent and expiry_date is null) or (not is_permanent and (expiry_date is null or issue_date < expiry_date))`,
    )
    .execute();
  await sql`create index license_certifications_user_idx on license_certifications (user_id)`.execute(db);
}
