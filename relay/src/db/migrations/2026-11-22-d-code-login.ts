import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-22: passwordless sign-in. Magic links (only the token's hash is kept, single use) and
 * the short-lived choice a seeker makes when one verified phone number belongs to several
 * accounts. An account created by phone code has no email yet: it is stored as '' and the email
 * index now ignores empty emails, so any number of phone-only accounts can exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('magic_link_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index magic_link_tokens_email_idx on magic_link_tokens (lower(email), created_at)`.execute(
    db,
  );

  await db.schema
    .createTable('phone_account_selections')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('phone_num', 'text', (c) => c.notNull())
    .addColumn('user_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('device_uuid', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await sql`drop index users_email_idx`.execute(db);
  await sql`create unique index users_email_idx on users (lower(email)) where email <> ''`.execute(db);
  await sql`create index users_phone_num_idx on users (phone_num) where phone_num is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_phone_num_idx`.execute(db);
  await sql`drop index if exists users_email_idx`.execute(db);
  await sql`create unique index users_email_idx on users (lower(email))`.execute(db);
  await db.schema.dropTable('phone_account_selections').ifExists().execute();
  await db.schema.dropTable('magic_link_tokens').ifExists().execute();
}
