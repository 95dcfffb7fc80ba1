import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-28: a message row is checked by the send path, not by foreign keys (issue 18 point 1).
 * Each key cost a trigger call per inserted row — 8.7 ms of a 1,024-message insert's 20.5 — and
 * neither could fail: the send path locks the chat's row (`for update`) and stores only a member's
 * message, and a member is the chat's seeker or Boss user, whose deletion deletes the chat. What
 * the chat's key still did, delete a chat's messages with it, a trigger on `chats` now does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_messages drop constraint chat_messages_sender_user_id_fkey`.execute(db);
  await sql`alter table chat_messages drop constraint chat_messages_chat_id_fkey`.execute(db);
  await sql`
    create function chat_messages_follow_chat() returns trigger language plpgsql as $$
    begin
      delete from chat_messages where chat_id = old.id;
      return old;
    end $$
  `.execute(db);
  await sql`
    create trigger chats_delete_messages after delete on chats
    for each row execute function chat_messages_follow_chat()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger chats_delete_messages on chats`.execute(db);
  await sql`drop function chat_messages_follow_chat()`.execute(db);
  await sql`delete from chat_messages m where not exists (select 1 from chats c where c.id = m.chat_id)`.execute(
    db,
  );
  await sql`alter table chat_messages add constraint chat_messages_chat_id_fkey
    foreign key (chat_id) references chats(id) on delete cascade`.execute(db);
  await sql`alter table chat_messages add constraint chat_messages_sender_user_id_fkey
    foreign key (sender_user_id) references users(id) on delete cascade`.execute(db);
}
