import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: every chat message moves its chat's last_chat_seq and last_message_at. With no index
 * on either and room left in each page, PostgreSQL updates the row in place (a HOT update) instead
 * of writing every index of chats again; the fan-out bench gained about a tenth. The hourly history
 * purge, the one reader of last_message_at as a filter, reads chats in full instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chats_last_message_idx').execute();
  await sql`alter table chats set (fillfactor = 70)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chats reset (fillfactor)`.execute(db);
  await db.schema.createIndex('chats_last_message_idx').on('chats').column('last_message_at').execute();
}
