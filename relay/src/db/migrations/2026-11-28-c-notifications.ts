import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-28: issue 17 §5, the notification center. One row per notice to one seeker: its kind,
 * the thing it links to (at most one of each), the values its text is written from (never rendered
 * text: the reader's page writes it in the reader's language) and when it was read. The list reads
 * a seeker's newest first; the badge counts their unread ones (a partial index each).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notifications (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    kind text not null,
    chat_id integer,
    interview_id integer,
    offer_id integer,
    job_id integer,
    alert_id integer,
    data jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`.execute(db);
  await sql`create index notifications_user_created on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index notifications_user_unread on notifications (user_id) where read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notifications`.execute(db);
}
