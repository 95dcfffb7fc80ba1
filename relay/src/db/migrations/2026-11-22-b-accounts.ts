import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-22: fixed-window counters shared by every relay (login, codes, password reset), and the
 * devices each account has signed in from (a new device asks for two-factor verification).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
  await sql`create index rate_limits_window_idx on rate_limits (window_start)`.execute(db);

  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_uuid', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_uuid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_devices').ifExists().execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
