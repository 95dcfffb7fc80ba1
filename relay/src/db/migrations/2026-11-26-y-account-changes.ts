import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-26: deleting an account (spec §2 Account tab). The users row stays as an anonymised
 * tombstone so the chats a Boss still has keep their other side; `deleted_at` marks it, and no
 * sign-in path can reach it (no email, phone, password or social link is left on it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column if not exists deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists deleted_at`.execute(db);
}
