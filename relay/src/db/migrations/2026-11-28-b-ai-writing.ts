import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-28: issue 17's AI writing and AI avatars. `ai_writing_uses` counts career summary
 * writings per seeker and AI day (the day that turns at 00:01 GMT+8, spec §9); a row is written
 * before the model is asked (so two tabs cannot both take the last one) and removed when the model
 * fails before writing anything. `ai_avatar_candidates` holds the generated avatars (PNG in the
 * file storage under `ai-avatars/<id>.png`): `pending` while the model works, so the daily limit of
 * 5 counts a generation in flight; one row per picture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_writing_uses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ai_day', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('new', 'rewrite')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ai_writing_uses_user_idx on ai_writing_uses (user_id, created_at)`.execute(db);

  await db.schema
    .createTable('ai_avatar_candidates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ai_day', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'ready')`),
    )
    .addColumn('chosen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ai_avatar_candidates_user_idx on ai_avatar_candidates (user_id, ai_day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ai_avatar_candidates', 'ai_writing_uses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
