import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-28: issue 17's AI resume analysis. `resume_analyses` holds one row per analysis started:
 * `generating` while the checks run (at most one per seeker, a partial unique index, so a second
 * start meanwhile is refused with 41313), then `ready` with its score and the model's advice, or
 * `failed` (not counted against the day's credits). `ai_day` is the AI day it was started on (the
 * day turns at 00:01 GMT+8), which the daily credits count. `resume_analysis_issues` are the
 * findings, each pointing at a profile section and item, markable as resolved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_analyses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ai_day', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('generating').check(sql`status in ('generating', 'ready', 'failed')`),
    )
    .addColumn('score', 'integer')
    .addColumn('advice', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index resume_analyses_user_idx on resume_analyses (user_id, created_at)`.execute(db);
  await sql`create unique index resume_analyses_one_generating on resume_analyses (user_id) where status = 'generating'`.execute(
    db,
  );

  await db.schema
    .createTable('resume_analysis_issues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('analysis_id', 'integer', (c) =>
      c.notNull().references('resume_analyses.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('high', 'medium', 'low')`))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('resolved', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index resume_analysis_issues_analysis_idx on resume_analysis_issues (analysis_id, position)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['resume_analysis_issues', 'resume_analyses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
