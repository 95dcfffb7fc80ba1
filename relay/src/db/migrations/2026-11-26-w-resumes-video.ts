import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-26: attached resumes beyond upload (spec §4 'Auto-send resume', spec §7 send to email)
 * and video resumes. The auto-send choice is a column of the seeker; the mail attachment keeps its
 * own copy of the bytes, so a resume deleted after sending still leaves with its mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column if not exists auto_send_resume_id integer references resumes (id) on delete set null
  `.execute(db);

  await db.schema
    .createTable('outbox_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .execute();
  await sql`create index outbox_attachments_outbox_idx on outbox_attachments (outbox_id)`.execute(db);

  await db.schema
    .createTable('video_resumes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('cover_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index video_resumes_user_idx on video_resumes (user_id, created_at desc)`.execute(db);
}
