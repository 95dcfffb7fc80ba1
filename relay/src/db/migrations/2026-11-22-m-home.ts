import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: what the home page, the hot and related searches and the recommended courses need
 * (spec §2 home, §7 metrics job-hot-search, recommendation hot-job-titles, academy recommended-courses).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per search someone ran. `searcher_key` ('user:<id>', 'session:<hash>' or
  // 'ip:<address>') lets the hot titles count people rather than requests, so one script repeating
  // a query cannot make it hot.
  await db.schema
    .createTable('job_hot_searches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    // lower-cased, spaces collapsed: 'Data  Analyst' and 'data analyst' are one search.
    .addColumn('normalized_query', 'text', (c) => c.notNull())
    .addColumn('job_title_id', 'integer')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('searcher_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index job_hot_searches_recent on job_hot_searches (edition_id, created_at)`.execute(db);
  await sql`create index job_hot_searches_query on job_hot_searches (edition_id, normalized_query)`.execute(
    db,
  );
  await sql`create index job_hot_searches_searcher on job_hot_searches (searcher_key, created_at)`.execute(
    db,
  );

  // The popular sections count recent views across every job of an edition.
  await sql`create index job_views_recent on job_views (created_at, job_id)`.execute(db);

  // Spec §1 'read recommended courses': the academy's catalogue, seeded by relay/src/seed/courses.ts.
  await db.schema
    .createTable('courses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Stable name of the course in the seed, so seeding again adds nothing twice.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('job_category_id', 'integer', (c) => c.notNull())
    .addColumn('xp_lvl_keys', sql`text[]`, (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('duration_hours', 'integer', (c) => c.notNull())
    .addColumn('lessons', 'integer', (c) => c.notNull())
    // Tenths of a star (47 is 4.7): an integer reads back as a number on both engines.
    .addColumn('rating_tenths', 'integer', (c) => c.notNull())
    .addColumn('learners', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index courses_category on courses (job_category_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('courses').ifExists().execute();
  await sql`drop index if exists job_views_recent`.execute(db);
  await db.schema.dropTable('job_hot_searches').ifExists().execute();
}
