import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-29: a batch of chat sends is stored by one function call (issue 18 point 1). The send path
 * had been five statements in a transaction (lock the chats, find resends, insert, move the heads,
 * commit), each parsed and planned again: a batch of one message cost 1.1 ms of the relay's CPU and
 * 1.2 ms of PostgreSQL's, the price of every message when sends arrive one at a time. PL/pgSQL keeps
 * its statement's plan for the session, so a call is planned once per connection (0.55 ms a batch
 * otherwise) and PGlite, one session, plans it once.
 *
 * `batch` is a JSON array of sends `{i, chat_id, sender_user_id, client_id, kind, body, fits,
 * contact}`: `fits` says an attachment is the sender's file, `contact` that a text holds contact
 * details, both judged by the relay. Each send gets one row (in no particular order) with its verdict:
 * 1 not the sender's chat, 2 blocked (spec §6), 3 stored before (a resend: its stored message),
 * 4 attachment not theirs, 5 contact details before the numbers were exchanged (spec §8 41344),
 * 6 new. A new send's row names `message_of`, the send whose message it is: itself, with the
 * message's id and positions, or the first send of the batch with its client_id.
 *
 * The chats are locked in id order, so concurrent writers never deadlock, and their heads read
 * after the lock: positions follow on from the last writer's, gap-free, in the batch's order.
 *
 * The plan is made once, often while the tables are still small (a new database; PGlite never
 * gathers statistics at all), and kept: every table is reached through a key, one probe per
 * chat or send (the lateral subqueries, a lock and a LIMIT, cannot become joins), and sequential
 * scans are off. A plan made on an empty table had scanned all of `chat_messages` for resends in
 * every batch, slower with every message stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function store_chat_messages(batch json, sent_at timestamptz)
    returns table (i int, verdict int, message_of int, id int, chat_seq int, event_seq int,
      jobseeker_id int, recruiter_user_id int, stored_id int, stored_seq int, stored_at timestamptz)
    language plpgsql set enable_seqscan = off as $$
    #variable_conflict use_column
    begin
      return query
      with v as materialized (
        select * from json_to_recordset(batch) as v(i int, chat_id int, sender_user_id int,
          client_id uuid, kind text, body text, fits boolean, contact boolean)
      ), c as materialized (
        -- Each chat locked through its key, in id order, with whether its seeker blocked its
        -- company and whether its members exchanged numbers.
        select c.id, c.jobseeker_id, c.recruiter_user_id, c.last_chat_seq, c.last_event_seq,
          b.id is not null as blocked, x.id is not null as numbers_shared
        from (select distinct chat_id from v order by chat_id) k
          cross join lateral (select * from chats c where c.id = k.chat_id for update) c
          left join lateral (select b.id from company_blocks b
            where b.user_id = c.jobseeker_id and b.company_id = c.company_id limit 1) b on true
          left join lateral (select x.id from chat_exchanges x where x.chat_id = c.id
            and x.kind = 'mobile' and x.status = 'finished' limit 1) x on true
      ), judged as materialized (
        select v.i, v.chat_id, v.sender_user_id, v.client_id, v.kind, v.body, c.jobseeker_id,
          c.recruiter_user_id, c.last_chat_seq, c.last_event_seq, e.id as stored_id,
          e.event_seq as stored_seq, e.created_at as stored_at,
          case
            when c.id is null or v.sender_user_id not in (c.jobseeker_id, c.recruiter_user_id) then 1
            when c.blocked then 2
            when e.id is not null then 3
            when not v.fits then 4
            when v.contact and not c.numbers_shared then 5
            else 6
          end as verdict
        from v left join c on c.id = v.chat_id
          -- A resend: one probe of the (sender, client_id) index per send.
          left join lateral (select m.id, m.event_seq, m.created_at from chat_messages m
            where m.sender_user_id = v.sender_user_id and m.client_id = v.client_id limit 1) e on true
      ), ranked as materialized (
        -- A client_id repeated within the batch is one message: its first new send's.
        select *, first_value(i) over (partition by sender_user_id, client_id, verdict order by i)
          as message_of
        from judged
      ), fresh as materialized (
        -- Ids taken in the batch's order (a volatile output is computed after the sort).
        select *, nextval('chat_messages_id_seq')::int as id from (
          select *, last_chat_seq + row_number() over (partition by chat_id order by i) as chat_seq,
            last_event_seq + row_number() over (partition by chat_id order by i) as event_seq
          from ranked where verdict = 6 and message_of = i
        ) placed order by i
      ), m as (
        insert into chat_messages (id, chat_id, chat_seq, sender_user_id, client_id, event_seq, kind,
          body, created_at)
        select id, chat_id, chat_seq, sender_user_id, client_id, event_seq, kind, body::jsonb, sent_at
        from fresh
      ), heads as (
        update chats set last_chat_seq = h.chat_seq, last_event_seq = h.event_seq,
          last_message_at = sent_at
        from (select chat_id, max(chat_seq) as chat_seq, max(event_seq) as event_seq
          from fresh group by chat_id) h
        where chats.id = h.chat_id
      )
      -- No join back: the rows' numbers are estimated, not known, and a nested loop over a batch
      -- of a thousand is a million comparisons. A repeat names its message's send instead.
      select f.i, f.verdict, f.message_of, f.id, f.chat_seq::int, f.event_seq::int, f.jobseeker_id,
        f.recruiter_user_id, null::int, null::int, null::timestamptz
      from fresh f
      union all
      select r.i, r.verdict, r.message_of, null, null, null, r.jobseeker_id, r.recruiter_user_id,
        r.stored_id, r.stored_seq, r.stored_at
      from ranked r where not (r.verdict = 6 and r.message_of = r.i);
    end $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function store_chat_messages(json, timestamptz)`.execute(db);
}
