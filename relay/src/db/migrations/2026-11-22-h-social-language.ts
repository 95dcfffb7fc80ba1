import type { Kysely } from 'kysely';

/** 2026-11-22: a social sign-in ends on the page in the language it started in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_login_states').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_login_states').dropColumn('language').execute();
}
