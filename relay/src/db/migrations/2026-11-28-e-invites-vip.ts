import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-28: invite a friend and VIP (spec §1, §9). `invite_links`: a seeker's subject codes,
 * each valid for a month. `invite_emails`: the addresses invited by mail. `invite_rewards`: one
 * row per invitee rewarded (the primary key keeps it to once). `entitlements`: what a seeker has
 * been granted for a time (kind 'vip', reason 'invite'); an extension is a new row starting where
 * the last one ends. `users.resume_refreshed_at`: the VIP resume refresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index invite_links_user_idx on invite_links (user_id, expires_at)`.execute(db);

  await db.schema
    .createTable('invite_emails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('link_id', 'integer', (c) => c.notNull().references('invite_links.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index invite_emails_user_idx on invite_emails (user_id, sent_at)`.execute(db);

  await db.schema
    .createTable('invite_rewards')
    .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('link_id', 'integer', (c) => c.notNull().references('invite_links.id').onDelete('cascade'))
    .addColumn('rewarded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index invite_rewards_inviter_idx on invite_rewards (inviter_id)`.execute(db);

  await db.schema
    .createTable('entitlements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('vip')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('invite')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index entitlements_user_idx on entitlements (user_id, kind, ends_at)`.execute(db);

  await db.schema.alterTable('users').addColumn('resume_refreshed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('resume_refreshed_at').execute();
  for (const table of ['entitlements', 'invite_rewards', 'invite_emails', 'invite_links']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
