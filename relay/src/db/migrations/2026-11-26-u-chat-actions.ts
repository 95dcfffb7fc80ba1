import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-26: what the two sides do in a chat besides talking (spec §4): interview invitations,
 * offers, mobile-number exchanges and resume requests, each with its machine's status; a Boss's
 * mobile number for the exchange; interview reports. `seeker_unseen` marks an invitation changed by
 * someone else since the seeker last looked (the red dot).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recruiters add column phone_num text`.execute(db);

  await sql`create table interviews (
    id serial primary key,
    chat_id integer not null references chats(id) on delete cascade,
    job_id integer references jobs(id) on delete set null,
    jobseeker_id integer not null references users(id) on delete cascade,
    recruiter_id integer not null references recruiters(id) on delete cascade,
    status text not null default 'pending',
    slots timestamptz[] not null,
    duration_minutes integer not null,
    time_zone text not null,
    chosen_slot integer,
    address text,
    video_link text,
    contact_person text not null,
    contact_number text not null,
    instructions text,
    attendance text,
    reason text,
    cancelled_by text,
    result_requested_at timestamptz,
    seeker_unseen boolean not null default true,
    reminded_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index interviews_seeker_idx on interviews (jobseeker_id, created_at desc)`.execute(db);
  await sql`create index interviews_recruiter_idx on interviews (recruiter_id, created_at desc)`.execute(db);
  await sql`create index interviews_chat_idx on interviews (chat_id)`.execute(db);
  // The scheduler's work list: invitations time can still move.
  await sql`create index interviews_moving_idx on interviews (id) where status in
    ('pending', 'accepted', 'checked_in', 'not_checked_in', 'in_progress', 'finished')`.execute(db);

  await sql`create table interview_reports (
    id serial primary key,
    interview_id integer not null references interviews(id) on delete cascade,
    user_id integer not null references users(id) on delete cascade,
    reason_id integer not null,
    description text,
    created_at timestamptz not null default now(),
    unique (interview_id, user_id)
  )`.execute(db);

  await sql`create table offers (
    id serial primary key,
    chat_id integer not null references chats(id) on delete cascade,
    job_id integer references jobs(id) on delete set null,
    jobseeker_id integer not null references users(id) on delete cascade,
    recruiter_id integer not null references recruiters(id) on delete cascade,
    status text not null default 'sent',
    salary text not null,
    start_date date not null,
    note text,
    letter_file_id uuid references chat_files(id) on delete set null,
    reason text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index offers_chat_idx on offers (chat_id)`.execute(db);
  await sql`create index offers_seeker_idx on offers (jobseeker_id, created_at desc)`.execute(db);

  await sql`create table chat_exchanges (
    id serial primary key,
    chat_id integer not null references chats(id) on delete cascade,
    kind text not null,
    status text not null default 'requested',
    requested_by text not null,
    resume_id integer references resumes(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index chat_exchanges_chat_idx on chat_exchanges (chat_id, kind)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat_exchanges`.execute(db);
  await sql`drop table offers`.execute(db);
  await sql`drop table interview_reports`.execute(db);
  await sql`drop table interviews`.execute(db);
  await sql`alter table recruiters drop column phone_num`.execute(db);
}
