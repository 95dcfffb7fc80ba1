import { type Kysely, sql } from 'kysely';

/** 2026-11-22: Japan's job terms, saved jobs, job reports and job views (spec §2 job detail, §7 jobs service). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Japan's job page terms (spec §2); the job's poster writes them, so other editions leave them null.
  await db.schema
    .alterTable('jobs')
    .addColumn('jp_contract_period', 'text')
    .addColumn('jp_working_hours', 'text')
    .addColumn('jp_passive_smoking', 'text')
    .addColumn('jp_social_insurance', 'text')
    .addColumn('jp_holidays', 'text')
    .execute();
  await db.schema
    .createTable('saved_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('saved_jobs_user_job', ['user_id', 'job_id'])
    .execute();
  await db.schema
    .createIndex('saved_jobs_user_created')
    .on('saved_jobs')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('job_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // 'user:<id>' or 'session:<hash>': one report per reader and job, guests included.
    .addColumn('reporter_key', 'text', (c) => c.notNull())
    .addColumn('report_reason_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('job_reports_job_reporter', ['job_id', 'reporter_key'])
    .execute();

  await db.schema
    .createTable('job_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('job_views_job').on('job_views').columns(['job_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_views').execute();
  await db.schema.dropTable('job_reports').execute();
  await db.schema.dropTable('saved_jobs').execute();
  await db.schema
    .alterTable('jobs')
    .dropColumn('jp_contract_period')
    .dropColumn('jp_working_hours')
    .dropColumn('jp_passive_smoking')
    .dropColumn('jp_social_insurance')
    .dropColumn('jp_holidays')
    .execute();
}
