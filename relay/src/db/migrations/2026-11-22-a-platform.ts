import { type Kysely, sql } from 'kysely';

/** 2026-11-22: the platform tables: catalogue (companies, recruiters, jobs), accounts, outbox, outages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // array_to_string is only 'stable', so a generated column needs this immutable wrapper.
  await sql`
    create or replace function job_search_document(title text, description text, skills text[])
    returns tsvector language sql immutable parallel safe
    as $$ select to_tsvector('simple', title || ' ' || description || ' ' || array_to_string(skills, ' ')) $$
  `.execute(db);

  await db.schema
    .createTable('companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('industry_id', 'integer', (c) => c.notNull())
    .addColumn('company_size_id', 'integer', (c) => c.notNull())
    .addColumn('financing_stage_id', 'integer', (c) => c.notNull())
    .addColumn('is_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('founded_year', 'integer')
    .addColumn('location_id', 'integer')
    .addColumn('address', 'text')
    .addColumn('benefit_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('culture_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('logo_color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('companies_edition_idx').on('companies').column('edition_id').execute();

  await db.schema
    .createTable('recruiters')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('last_active_at', 'timestamptz', (c) => c.notNull())
    .addColumn('response_rate', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruiters_company_idx').on('recruiters').column('company_id').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('recruiter_id', 'integer', (c) => c.notNull().references('recruiters.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('skills', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('salary_from', 'bigint')
    .addColumn('salary_to', 'bigint')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'text', (c) => c.notNull())
    .addColumn('job_type_id', 'integer', (c) => c.notNull())
    .addColumn('xp_lvl_id', 'integer', (c) => c.notNull())
    .addColumn('degree_id', 'integer', (c) => c.notNull())
    .addColumn('industry_id', 'integer', (c) => c.notNull())
    .addColumn('main_function_id', 'integer', (c) => c.notNull())
    .addColumn('job_function_id', 'integer', (c) => c.notNull())
    .addColumn('function_title_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer')
    .addColumn('work_arrangement', 'text', (c) => c.notNull())
    .addColumn('remote_open_country_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('remote_closed_country_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('remote_timezones', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('remote_languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('benefit_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_web3', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_urgent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('search', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`job_search_document(title, description, skills)`).stored(),
    )
    .execute();
  await db.schema
    .createIndex('jobs_edition_posted_idx')
    .on('jobs')
    .columns(['edition_id', 'posted_at'])
    .execute();
  await db.schema.createIndex('jobs_company_idx').on('jobs').column('company_id').execute();
  await db.schema.createIndex('jobs_search_idx').on('jobs').using('gin').column('search').execute();
  await sql`create index jobs_title_trgm_idx on jobs using gin (title gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone_num', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('jobseeker'))
    .addColumn('active_key', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_email_verify', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_mobile_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_profile_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('avatar', 'text')
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('device_uuid', 'text')
    .addColumn('device_name', 'text')
    .addColumn('device_type', 'text')
    .addColumn('fcm_token_web', 'text')
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('transport', 'text')
    .addColumn('available_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_pending_idx')
    .on('outbox')
    .columns(['status', 'available_at'])
    .execute();

  await db.schema
    .createTable('website_outages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['website_outages', 'outbox', 'sessions', 'users', 'jobs', 'recruiters', 'companies']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists job_search_document`.execute(db);
}
