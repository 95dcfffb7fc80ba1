import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: chat. Recruiters get a sign-in account (users.role 'recruiter'); a chat joins one
 * seeker and one recruiter; messages are idempotent per (sender, client_id); every member has a
 * gap-free event log (user_id, seq) that a reconnecting socket replays after its last seq.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recruiters')
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('chats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('jobseeker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recruiter_id', 'integer', (c) => c.notNull().references('recruiters.id'))
    // The recruiter's account when the chat opened: membership checks need no join.
    .addColumn('recruiter_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('last_chat_seq', 'integer', (c) => c.notNull().defaultTo(0))
    // How far each side has read, as a chat_seq: a read receipt only ever moves forward.
    .addColumn('jobseeker_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recruiter_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz')
    .addUniqueConstraint('chats_pair_key', ['jobseeker_id', 'recruiter_id'])
    .execute();
  await db.schema.createIndex('chats_recruiter_user_idx').on('chats').column('recruiter_user_id').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('chat_seq', 'integer', (c) => c.notNull())
    .addColumn('sender_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'uuid', (c) => c.notNull())
    // The sender's event seq for this message, so a resend is acknowledged exactly as the first send.
    .addColumn('sender_seq', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_messages_client_key', ['sender_user_id', 'client_id'])
    .addUniqueConstraint('chat_messages_chat_seq_key', ['chat_id', 'chat_seq'])
    .execute();

  await db.schema
    .createTable('chat_event_seqs')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('chat_events')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('event', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_events_pk', ['user_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_events', 'chat_event_seqs', 'chat_messages', 'chats']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('recruiters').dropColumn('user_id').execute();
}
