import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-22: social login (accounts linked to a provider subject, flows in progress), the
 * sandbox OpenID provider's authorization codes, and QR-code login tokens. Every secret (state,
 * code, access token, QR token, browser binding) is stored as its sha256 only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_accounts_provider_subject_key', ['provider', 'subject'])
    .execute();
  await sql`create index social_accounts_user_idx on social_accounts (user_id)`.execute(db);

  await db.schema
    .createTable('social_login_states')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('browser_binding', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index social_login_states_expires_idx on social_login_states (expires_at)`.execute(db);

  await db.schema
    .createTable('oidc_sandbox_grants')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('persona_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('access_token_hash', 'text', (c) => c.unique())
    .addColumn('access_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('qr_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('desktop_binding', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('device_name', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('scanner_session_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index qr_logins_expires_idx on qr_logins (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['qr_logins', 'oidc_sandbox_grants', 'social_login_states', 'social_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
