import { type Kysely, sql } from 'kysely';
import * as storeChatMessagesB from './2026-11-29-b-store-chat-messages';

/**
 * 2026-11-29: a batch of chat sends looks for resends only when it has one (issue 18 point 1).
 * Migration b's function probed the (sender, client_id) index for every send, a fifth of the
 * statement's time on a grown table (5 µs a send in EXPLAIN ANALYZE, the insert itself 11.5), for
 * the resend after a reconnect that few batches hold. The batch is now stored without the probe; a
 * resend among it breaks that index's uniqueness, which rolls the attempt back (its chat locks,
 * rows and positions with it) and the batch is judged again with the probe, as before.
 *
 * The batch holds each (sender, client_id) once: the relay answers a repeat within it with its first
 * send's answer (a sort and a window over the batch less here). A repeat that reaches the function
 * all the same fails both tries, and the relay stores the batch's sends one at a time.
 *
 * It answers with one text, a flat JSON array of ten numbers a send (0 where there is none): the
 * send's index, its verdict (as in migration b, 6 a new message), a new message's id, chat and log
 * positions and its chat's two members, and a resend's stored id, log position and sent time in ms
 * since the epoch. No row or JSON object a send: PGlite's protocol reader copies every field of
 * every row, and object keys cost both sides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function store_chat_messages(json, timestamptz)`.execute(db);
  await sql`
    create function store_chat_messages(batch json, sent_at timestamptz) returns text
    language plpgsql set enable_seqscan = off as $$
    #variable_conflict use_column
    declare
      probe boolean := false;
      answer text;
    begin
      loop
        begin
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
              -- A resend: one probe of the (sender, client_id) index per send, on the second try only.
              left join lateral (select m.id, m.event_seq, m.created_at from chat_messages m
                where probe and m.sender_user_id = v.sender_user_id and m.client_id = v.client_id
                limit 1) e on true
          ), fresh as materialized (
            -- Ids taken in the batch's order (a volatile output is computed after the sort).
            select *, nextval('chat_messages_id_seq')::int as id from (
              select *, last_chat_seq + row_number() over (partition by chat_id order by i) as chat_seq,
                last_event_seq + row_number() over (partition by chat_id order by i) as event_seq
              from judged where verdict = 6
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
          -- of a thousand is a million comparisons.
          select '[' || coalesce(string_agg(concat_ws(',', s.i, s.verdict, s.id, s.chat_seq,
              s.event_seq, s.jobseeker_id, s.recruiter_user_id, s.stored_id, s.stored_seq, s.stored_at), ','), '')
              || ']'
            into answer
          from (
            select f.i, f.verdict, f.id, f.chat_seq, f.event_seq, f.jobseeker_id,
              f.recruiter_user_id, 0 as stored_id, 0 as stored_seq, 0::bigint as stored_at
            from fresh f
            union all
            select r.i, r.verdict, 0, 0, 0, coalesce(r.jobseeker_id, 0),
              coalesce(r.recruiter_user_id, 0), coalesce(r.stored_id, 0), coalesce(r.stored_seq, 0),
              coalesce(floor(extract(epoch from r.stored_at) * 1000)::bigint, 0)
            from judged r where r.verdict <> 6
          ) s;
          return answer;
        exception when unique_violation then
          -- Already the second try: not a resend, so let the batch fail (and the relay retry it
          -- one send at a time).
          if probe then raise; end if;
          probe := true;
        end;
      end loop;
    end $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function store_chat_messages(json, timestamptz)`.execute(db);
  await storeChatMessagesB.up(db);
}
