import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-22: password accounts. One-time codes (two-factor, password reset, email verification
 * and the code logins of other flows share one table), the one-time hand-off tickets, what a
 * registration recorded beside the account, and suspension.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'timestamptz').execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('context', 'jsonb')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index one_time_codes_subject_idx on one_time_codes (purpose, subject, created_at desc)`.execute(
    db,
  );
  await sql`create index one_time_codes_expires_idx on one_time_codes (expires_at)`.execute(db);

  await db.schema
    .createTable('hand_off_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('user_registrations')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('country_key', 'text', (c) => c.notNull())
    .addColumn('is_subscribe', 'boolean', (c) => c.notNull())
    .addColumn('terms_and_condition', 'boolean', (c) => c.notNull())
    .addColumn('campaign', 'text')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_registrations').ifExists().execute();
  await db.schema.dropTable('hand_off_tickets').ifExists().execute();
  await db.schema.dropTable('one_time_codes').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}
