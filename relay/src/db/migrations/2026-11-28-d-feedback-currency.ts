import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-28: issue 17's feedback form and currency rates. `feedback` keeps what a seeker or a
 * guest sent (a guest's email to answer), the pictures as file keys under `feedback/`.
 * `currency_rates` keeps each day's rates fetched from RATES_URL (one row per base time), so a
 * failed fetch falls back to the last stored day and every relay reads the same rates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('picture_keys', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index feedback_created_idx on feedback (created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('currency_rates')
    .addColumn('base_time', 'timestamptz', (c) => c.primaryKey())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('rates', 'jsonb', (c) => c.notNull())
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('currency_rates').execute();
  await db.schema.dropTable('feedback').execute();
}
