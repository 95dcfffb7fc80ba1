import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-27: identity verification (issue 15). `user_identity_id` becomes the VERIFIED work
 * eligibility only; what seekers had declared moves to `declared_identity_id` and nobody is
 * verified yet. The provider's data is kept encrypted (AES-256-GCM) and only its seven shown
 * fields: pending (between the callback and verify, at most an hour) and verified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column if not exists declared_identity_id integer`.execute(db);
  await sql`alter table users add column if not exists identity_verified_at timestamptz`.execute(db);
  await sql`update users set declared_identity_id = user_identity_id, user_identity_id = null
            where user_identity_id is not null`.execute(db);
  await db.schema
    .createTable('identity_login_states')
    .ifNotExists()
    // The hash of the state sent to the provider: a leaked table row cannot finish a login.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_login_states_expires')
    .ifNotExists()
    .on('identity_login_states')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('identity_pending')
    .ifNotExists()
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    // Either the encrypted seven fields, or the failure (the provider could not give them).
    .addColumn('data_encrypted', 'text')
    .addColumn('failed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('identity_pending_created')
    .ifNotExists()
    .on('identity_pending')
    .column('created_at')
    .execute();
  await db.schema
    .createTable('identity_verifications')
    .ifNotExists()
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('user_identity_id', 'integer', (c) => c.notNull())
    .addColumn('data_encrypted', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_verifications').ifExists().execute();
  await db.schema.dropTable('identity_pending').ifExists().execute();
  await db.schema.dropTable('identity_login_states').ifExists().execute();
  await sql`update users set user_identity_id = declared_identity_id where user_identity_id is null`.execute(
    db,
  );
  await sql`alter table users drop column if exists identity_verified_at`.execute(db);
  await sql`alter table users drop column if exists declared_identity_id`.execute(db);
}
