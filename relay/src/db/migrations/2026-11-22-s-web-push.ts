import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: Web Push. A browser's push subscription belongs to the user who signed in there
 * (the endpoint is unique: a browser handed to someone else moves with its new owner); the VAPID
 * key pair is made once and shared by every relay on the database, since a subscription is bound
 * to the public key it was made with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('web_push_subscriptions_user_idx')
    .on('web_push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('web_push_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_push_keys').execute();
  await db.schema.dropTable('web_push_subscriptions').execute();
}
