import type { Kysely } from 'kysely';

/**
 * 2026-11-22: a company's 7-day response rate is measured over its chats; this finds them without
 * reading every chat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('chats_company_idx').on('chats').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chats_company_idx').execute();
}
