import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-28: one log per chat instead of one per member (issue 18 point 1). A message was one
 * message row, an event row for each member and a lock on each member's seq counter; it is now its
 * message row alone, at the chat's next event seq, taken under the chat's row lock that a send
 * already holds. Other events (the chat itself, read marks, recalls, interview invitations, offers,
 * exchanges) are rows of `chat_events` keyed by (chat_id, seq); a member's own events (pin, mute,
 * deleted chat, deleted message) carry that member as their audience. What a member deleted is
 * kept apart: `chat_member_states.cleared_up_to` as before and `chat_hidden_messages`.
 *
 * Existing chats get a compact log: the chat, the latest state of each record, the messages in
 * order, both read marks, each member's own state. Browsers holding the old per-member seq start
 * their store again from these logs (the worker's store version 4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_events rename to chat_member_logs`.execute(db);
  await sql`alter table chats add column last_event_seq integer not null default 0`.execute(db);
  await sql`alter table chat_messages add column event_seq integer`.execute(db);

  await db.schema
    .createTable('chat_events')
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    // The one member an event is for (their own view of the chat); null when it is for both.
    .addColumn('audience_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('event', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_events_chat_seq_pk', ['chat_id', 'seq'])
    .execute();

  await db.schema
    .createTable('chat_hidden_messages')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('chat_hidden_messages_pk', ['user_id', 'message_id'])
    .execute();

  await copyHiddenMessages(db);
  await writeCompactLogs(db);

  await sql`alter table chat_messages alter column event_seq set not null`.execute(db);
  await sql`alter table chat_messages add constraint chat_messages_event_seq_key unique (chat_id, event_seq)`.execute(
    db,
  );
  await sql`alter table chat_messages drop column sender_seq`.execute(db);
  await db.schema.dropTable('chat_member_logs').execute();
  await db.schema.dropTable('chat_event_seqs').execute();
}

/** Messages a member deleted for themselves alone, above what they cleared with the whole chat. */
async function copyHiddenMessages(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into chat_hidden_messages (user_id, message_id)
    select distinct l.user_id, m.id
    from chat_member_logs l
    join chat_messages m on m.id = (l.event->>'message_id')::int
    left join chat_member_states s on s.chat_id = m.chat_id and s.user_id = l.user_id
    where l.event->>'type' = 'hidden' and m.chat_seq > coalesce(s.cleared_up_to, 0)
  `.execute(db);
}

async function writeCompactLogs(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into chat_events (chat_id, seq, event, created_at)
    select id, 1, jsonb_build_object('type', 'chat', 'chat', jsonb_build_object(
        'id', id, 'jobseeker_id', jobseeker_id, 'recruiter_id', recruiter_id,
        'recruiter_user_id', recruiter_user_id, 'job_id', job_id, 'company_id', company_id,
        'created_at', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
      created_at
    from chats
  `.execute(db);
  // The latest state of each interview invitation, offer and exchange, before the cards naming it.
  await sql`
    insert into chat_events (chat_id, seq, event, created_at)
    select chat_id, 1 + row_number() over (partition by chat_id order by created_at, record), event, created_at
    from (
      select distinct on (chat_id, record) chat_id, record, event, created_at
      from (
        select (event->(event->>'type')->>'chat_id')::int as chat_id,
          event->>'type' || ':' || (event->(event->>'type')->>'id') as record, event, created_at, seq
        from chat_member_logs where event->>'type' in ('interview', 'offer', 'exchange')
      ) logged
      order by chat_id, record, created_at desc, seq desc
    ) latest
    where exists (select 1 from chats where chats.id = latest.chat_id)
  `.execute(db);
  await sql`
    update chat_messages m set event_seq = m.chat_seq + logged.n
    from (select chat_id, count(*)::int as n from chat_events group by chat_id) logged
    where logged.chat_id = m.chat_id
  `.execute(db);
  await sql`
    insert into chat_events (chat_id, seq, audience_user_id, event)
    select own.chat_id, head.n + row_number() over (partition by own.chat_id order by own.ord, own.user_id),
      own.audience, own.event
    from (
      select id as chat_id, 1 as ord, jobseeker_id as user_id, null::int as audience,
        jsonb_build_object('type', 'read', 'chat_id', id, 'reader_user_id', jobseeker_id,
          'up_to_seq', jobseeker_read_seq) as event
      from chats where jobseeker_read_seq > 0
      union all
      select id, 1, recruiter_user_id, null, jsonb_build_object('type', 'read', 'chat_id', id,
          'reader_user_id', recruiter_user_id, 'up_to_seq', recruiter_read_seq)
      from chats where recruiter_read_seq > 0
      union all
      select chat_id, 2, user_id, user_id,
        jsonb_build_object('type', 'cleared', 'chat_id', chat_id, 'up_to_seq', cleared_up_to)
      from chat_member_states where cleared_up_to > 0
      union all
      select chat_id, 3, user_id, user_id, jsonb_build_object('type', 'chat_state', 'state', jsonb_build_object(
          'chat_id', chat_id, 'pinned', pinned, 'muted', muted, 'not_interested', not_interested,
          'deleted', deleted, 'cleared_up_to', cleared_up_to))
      from chat_member_states
    ) own
    join (
      select c.id, c.last_chat_seq + (select count(*) from chat_events e where e.chat_id = c.id)::int as n
      from chats c
    ) head on head.id = own.chat_id
  `.execute(db);
  await sql`
    update chats set last_event_seq = greatest(
      (select coalesce(max(seq), 0) from chat_events e where e.chat_id = chats.id),
      (select coalesce(max(event_seq), 0) from chat_messages m where m.chat_id = chats.id))
  `.execute(db);
}

/** The per-member logs are not rebuilt: going back starts every browser's store again, empty. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_hidden_messages').execute();
  await db.schema.dropTable('chat_events').execute();
  await sql`alter table chat_messages drop constraint chat_messages_event_seq_key`.execute(db);
  await sql`alter table chat_messages drop column event_seq`.execute(db);
  await sql`alter table chat_messages add column sender_seq bigint not null default 0`.execute(db);
  await sql`alter table chats drop column last_event_seq`.execute(db);
  await sql`create table chat_event_seqs (user_id integer primary key references users(id) on delete cascade,
    last_seq bigint not null default 0)`.execute(db);
  await sql`create table chat_events (user_id integer not null references users(id) on delete cascade,
    seq bigint not null, event jsonb not null, created_at timestamptz not null default now(),
    constraint chat_events_pk primary key (user_id, seq))`.execute(db);
}
