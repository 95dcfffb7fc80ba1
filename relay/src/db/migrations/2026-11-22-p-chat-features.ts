import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: chat features. Each member's own view of a chat (pin, mute, not interested, deleted,
 * and how far their history was erased); recalled messages; the seeker's common phrases; chat
 * attachments; the recruiter's greeting (their first message in a new chat); and a job's
 * eligibility restriction by identity (ids of config list user_identity_lists; null = anyone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_member_states')
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('muted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('not_interested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    // Messages up to this chat_seq are erased from this member's view.
    .addColumn('cleared_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_member_states_pk', ['chat_id', 'user_id'])
    .execute();

  await db.schema.alterTable('chat_messages').addColumn('recalled_at', 'timestamptz').execute();
  await db.schema.createIndex('chats_last_message_idx').on('chats').column('last_message_at').execute();

  await db.schema
    .createTable('chat_common_phrases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_common_phrases_user_idx')
    .on('chat_common_phrases')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('chat_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('uploader_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('recruiters').addColumn('greeting', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('eligibility_identity_ids', sql`integer[]`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('eligibility_identity_ids').execute();
  await db.schema.alterTable('recruiters').dropColumn('greeting').execute();
  for (const table of ['chat_files', 'chat_common_phrases', 'chat_member_states']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('chats_last_message_idx').ifExists().execute();
  await db.schema.alterTable('chat_messages').dropColumn('recalled_at').execute();
}
