import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: applying to jobs (spec §3 application payload, §4 quick apply, §5 attached resumes,
 * §7 jobs and applications). One application per seeker and job; its history is a list of events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Jobs whose employer takes applications on its own site: quick apply records a click and opens it.
  await db.schema.alterTable('jobs').addColumn('external_apply_url', 'text').execute();

  await db.schema
    .createTable('resumes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('resumes_user_created')
    .on('resumes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('jobseeker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The newest attached resume when the seeker applied: the one the employer may download.
    .addColumn('resume_id', 'integer', (c) => c.references('resumes.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('first_message', 'text')
    .addColumn('screening_answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The kind of the latest event, kept here so the applied list needs no per-row subquery.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applied'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('applications_job_jobseeker', ['job_id', 'jobseeker_id'])
    .execute();
  await db.schema
    .createIndex('applications_jobseeker_created')
    .on('applications')
    .columns(['jobseeker_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_jobseeker_updated')
    .on('applications')
    .columns(['jobseeker_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('application_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'application_events_kind',
      sql`kind in ('applied', 'viewed', 'resume_downloaded', 'interview', 'not_suitable', 'offer', 'withdrawn')`,
    )
    .execute();
  await db.schema
    .createIndex('application_events_application')
    .on('application_events')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('external_job_clicks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('external_job_clicks_job')
    .on('external_job_clicks')
    .columns(['job_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('external_job_clicks').execute();
  await db.schema.dropTable('application_events').execute();
  await db.schema.dropTable('applications').execute();
  await db.schema.dropTable('resumes').execute();
  await db.schema.alterTable('jobs').dropColumn('external_apply_url').execute();
}
