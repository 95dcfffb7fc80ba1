import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * 2026-11-27: issue 16, the tracking store. Events, exposures and clicks come in by the thousand a
 * second: on PostgreSQL they are partitioned by day (`day`), so the retention job drops whole
 * partitions instead of deleting rows; the partitions around today are made here and the scheduler
 * keeps making them ahead (services/tracking/partitions.ts). PGlite (one developer's machine) keeps
 * plain tables, purged with DELETE. The records (popup window, traceability, get-started, searches
 * without results) are small and plain on both engines. No table has a column for an IP address or
 * for text a person typed, other than the normalised text of searches (a query, not a form).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const partitioned = !(await isPglite(db));
  const byDay = partitioned ? sql` partition by range (day)` : sql``;
  await sql`create table tracking_events (
    day date not null,
    at timestamptz not null,
    edition_id integer not null,
    name text not null,
    user_id integer,
    device_uuid uuid not null,
    page text not null,
    props jsonb
  )${byDay}`.execute(db);
  await sql`create index tracking_events_day_name on tracking_events (day, name)`.execute(db);
  await sql`create table tracking_exposures (
    day date not null,
    at timestamptz not null,
    edition_id integer not null,
    query_id text not null,
    list text not null,
    job_id integer not null,
    position integer not null,
    reco_from text not null,
    page text not null,
    sub_page text not null,
    device text not null,
    device_uuid uuid not null,
    jobseeker_id integer
  )${byDay}`.execute(db);
  await sql`create index tracking_exposures_day_list on tracking_exposures (day, list, position)`.execute(db);
  await sql`create table tracking_clicks (
    day date not null,
    at timestamptz not null,
    edition_id integer not null,
    query_id text not null,
    list text not null,
    job_id integer not null,
    position integer not null,
    reco_from text not null,
    page text not null,
    sub_page text not null,
    device text not null,
    device_uuid uuid not null,
    jobseeker_id integer
  )${byDay}`.execute(db);
  await sql`create index tracking_clicks_day_list on tracking_clicks (day, list, position)`.execute(db);

  await sql`create table tracking_popup_records (
    at timestamptz not null,
    device_uuid uuid not null,
    user_id integer,
    popup_key text not null,
    action text not null
  )`.execute(db);
  await sql`create index tracking_popup_records_device on tracking_popup_records (device_uuid, popup_key)`.execute(
    db,
  );
  await sql`create index tracking_popup_records_user on tracking_popup_records (user_id, popup_key) where user_id is not null`.execute(
    db,
  );
  await sql`create table tracking_traceability (
    at timestamptz not null,
    side text not null,
    edition_id integer not null,
    device_uuid uuid,
    user_id integer,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    referrer_host text,
    landing_path text
  )`.execute(db);
  await sql`create index tracking_traceability_at on tracking_traceability (at)`.execute(db);
  await sql`create table tracking_get_started (
    at timestamptz not null,
    edition_id integer not null,
    device_uuid uuid not null,
    user_id integer,
    has_email boolean not null,
    has_phone boolean not null
  )`.execute(db);
  await sql`create index tracking_get_started_at on tracking_get_started (at)`.execute(db);
  await sql`create table tracking_zero_result_searches (
    at timestamptz not null,
    edition_id integer not null,
    query text not null
  )`.execute(db);
  await sql`create index tracking_zero_result_searches_at on tracking_zero_result_searches (at)`.execute(db);

  if (partitioned) {
    // The week an event may be late by (contracts' maxAgeMs) behind, a week ahead; the scheduler
    // keeps the window moving.
    const today = Math.floor(Date.now() / dayMs) * dayMs;
    for (const table of ['tracking_events', 'tracking_exposures', 'tracking_clicks'])
      for (let day = today - 8 * dayMs; day <= today + 7 * dayMs; day += dayMs) {
        const from = new Date(day).toISOString().slice(0, 10);
        const to = new Date(day + dayMs).toISOString().slice(0, 10);
        const name = `${table}_p${from.replaceAll('-', '')}`;
        await sql`create table if not exists ${sql.id(name)} partition of ${sql.id(table)} for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(
          db,
        );
      }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tracking_zero_result_searches',
    'tracking_get_started',
    'tracking_traceability',
    'tracking_popup_records',
    'tracking_clicks',
    'tracking_exposures',
    'tracking_events',
  ])
    await sql`drop table if exists ${sql.id(table)} cascade`.execute(db);
}

const dayMs = 24 * 3600 * 1000;

async function isPglite(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ v: string }>`select version() as v`.execute(db);
  return rows[0]?.v.includes('PGlite') ?? false;
}
