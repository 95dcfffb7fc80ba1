import type { Kysely } from 'kysely';

/**
 * 2026-11-22: the Boss console lists applications to a recruiter's own jobs and checks that a job
 * is theirs; without this every list read the whole jobs table (200,000 rows in the large catalogue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('jobs_recruiter_idx').on('jobs').column('recruiter_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_recruiter_idx').execute();
}
