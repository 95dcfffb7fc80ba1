import { editionByKey } from '@talkhire/config';
import {
  analyticsMaxDays,
  errorCodes,
  funnelSteps,
  type TAnalytics,
  type ZAnalyticsQuery,
} from '@talkhire/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { TrackingCounters } from './tracking-writer';

const dayMs = 24 * 3600 * 1000;
/** Positions of the search list charted: page one and two at the usual page size. */
const searchPositions = 40;

/** The span asked for: whole UTC days, `to` included; the last 30 days by default. */
export interface AnalyticsSpan {
  from: string;
  to: string;
  editionId: number | null;
  editionKey: string | null;
}

/** Reads and checks the query: real dates, from ≤ to, at most a year, a known edition. */
export function analyticsSpan(query: z.output<typeof ZAnalyticsQuery>, now = new Date()): AnalyticsSpan {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const fields: Record<string, string[]> = {};
  if (!isRealDay(to)) fields.to = ['field.invalid_value'];
  // Checked before any arithmetic: 1369-44-33 is no day, and a date of it would throw.
  const from = query.from ?? (fields.to ? to : dayBefore(to, 29));
  if (!isRealDay(from)) fields.from = ['field.invalid_value'];
  if (!fields.from && !fields.to) {
    const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
    if (days < 1 || days > analyticsMaxDays) fields.from = ['field.invalid_value'];
  }
  const edition = query.edition ? editionByKey(query.edition) : null;
  if (Object.keys(fields).length > 0) throw new ApiError(errorCodes.parameterInvalid, { fields });
  return { from, to, editionId: edition?.id ?? null, editionKey: edition?.key ?? null };
}

/**
 * GET /ops/analytics: the figures the team's analytics view draws, each one aggregate query over
 * the tracking tables (and, for the funnel's later steps, the product's own tables: an account,
 * a completed profile and a chat are facts there, not events a browser may fail to send).
 */
export async function readAnalytics(
  db: Db,
  span: AnalyticsSpan,
  tracking: { store: TAnalytics['events_store']; counters: Readonly<TrackingCounters> },
): Promise<TAnalytics> {
  const [eventsPerDay, searchesPerDay, searchCtr, listCtr, zeroResults, funnel] = await Promise.all([
    eventsPerDayOf(db, span),
    searchesPerDayOf(db, span),
    searchClickThrough(db, span),
    listClickThrough(db, span),
    zeroResultQueries(db, span),
    signUpFunnel(db, span),
  ]);
  return {
    from: span.from,
    to: span.to,
    edition: span.editionKey,
    events_per_day: eventsPerDay,
    searches_per_day: searchesPerDay,
    search_ctr_by_position: searchCtr,
    list_ctr: listCtr,
    zero_result_queries: zeroResults,
    funnel,
    events_store: tracking.store,
    ingestion: { ...tracking.counters },
  };
}

async function eventsPerDayOf(db: Db, span: AnalyticsSpan) {
  const rows = await db
    .selectFrom('tracking_events')
    .where((eb) => inDays(eb.ref('day'), span))
    .where((eb) => inEdition(eb.ref('edition_id'), span))
    .groupBy(['day', 'name'])
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'name',
      sql<number>`count(*)::int`.as('count'),
    ])
    .orderBy('day')
    .orderBy('name')
    .limit(10_000)
    .execute();
  return rows.map((row) => ({ day: row.day, name: row.name, count: Number(row.count) }));
}

/** The searches POST /metrics/job-hot-search recorded (the web sends one per search run). */
async function searchesPerDayOf(db: Db, span: AnalyticsSpan) {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('job_hot_searches')
    .where((eb) => inInstants(eb.ref('created_at'), span))
    .where((eb) => inEdition(eb.ref('edition_id'), span))
    .groupBy(day)
    .select([day.as('day'), sql<number>`count(*)::int`.as('count')])
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** Clicks / exposures at each position of the search list. */
async function searchClickThrough(db: Db, span: AnalyticsSpan) {
  const { rows } = await sql<{ position: number; exposures: number; clicks: number }>`
    with e as (
      select position, count(*)::int as n from tracking_exposures
      where list = 'search' and ${dayFilter(span)} and position <= ${searchPositions}
      group by position
    ), c as (
      select position, count(*)::int as n from tracking_clicks
      where list = 'search' and ${dayFilter(span)} and position <= ${searchPositions}
      group by position
    )
    select coalesce(e.position, c.position) as position, coalesce(e.n, 0) as exposures, coalesce(c.n, 0) as clicks
    from e full join c on c.position = e.position
    order by 1`.execute(db);
  return rows.map((row) => ({ position: Number(row.position), ...rate(row) }));
}

/** Clicks / exposures per job list. */
async function listClickThrough(db: Db, span: AnalyticsSpan) {
  const { rows } = await sql<{ list: string; exposures: number; clicks: number }>`
    with e as (
      select list, count(*)::int as n from tracking_exposures where ${dayFilter(span)} group by list
    ), c as (
      select list, count(*)::int as n from tracking_clicks where ${dayFilter(span)} group by list
    )
    select coalesce(e.list, c.list) as list, coalesce(e.n, 0) as exposures, coalesce(c.n, 0) as clicks
    from e full join c on c.list = e.list
    order by 2 desc, 1
    limit 100`.execute(db);
  return rows.map((row) => ({ list: row.list, ...rate(row) }));
}

async function zeroResultQueries(db: Db, span: AnalyticsSpan) {
  const rows = await db
    .selectFrom('tracking_zero_result_searches')
    .where((eb) => inInstants(eb.ref('at'), span))
    .where((eb) => inEdition(eb.ref('edition_id'), span))
    .groupBy('query')
    .select(['query', sql<number>`count(*)::int`.as('count')])
    .orderBy('count', 'desc')
    .orderBy('query')
    .limit(20)
    .execute();
  return rows.map((row) => ({ query: row.query, count: Number(row.count) }));
}

/**
 * One cohort followed through: the devices that landed in the span (sent their traceability) →
 * of them, those that clicked get started → of them, the seeker accounts made from them (the landing
 * is sent again with the new account's id at sign-up) → of those, profile complete → of those, a
 * chat. Each step counts only who passed the step before, so the steps never grow; accounts made
 * without tracking (no consent) are in no cohort.
 */
async function signUpFunnel(db: Db, span: AnalyticsSpan): Promise<TAnalytics['funnel']> {
  const { rows } = await sql<Record<string, number>>`
    with landed as (
      select distinct device_uuid from tracking_traceability
      where side = 'seeker' and device_uuid is not null
        and ${instantFilter(span, sql.ref('at'))} and ${editionFilter(span, sql.ref('edition_id'))}
    ), started as (
      select distinct g.device_uuid from tracking_get_started g join landed l on l.device_uuid = g.device_uuid
    ), accounts as (
      select distinct u.id, u.is_profile_completed from started s
      join tracking_traceability t on t.device_uuid = s.device_uuid and t.side = 'seeker'
      join users u on u.id = t.user_id
      where u.role = 'jobseeker' and u.created_at >= ${spanStart(span)}
    )
    select
      (select count(*)::int from landed) as landing,
      (select count(*)::int from started) as get_started,
      count(a.id)::int as registered,
      (count(a.id) filter (where a.is_profile_completed))::int as profile_completed,
      (count(a.id) filter (where a.is_profile_completed
        and exists (select 1 from chats c where c.jobseeker_id = a.id)))::int as first_chat
    from accounts a`.execute(db);
  const row = rows[0] ?? {};
  return funnelSteps.map((step) => ({ step, count: Number(row[step] ?? 0) }));
}

function rate(row: { exposures: number; clicks: number }) {
  const exposures = Number(row.exposures);
  const clicks = Number(row.clicks);
  return { exposures, clicks, rate: exposures > 0 ? Math.round((clicks / exposures) * 10_000) / 10_000 : 0 };
}

function inDays(day: Expression<string>, span: AnalyticsSpan) {
  return sql<SqlBool>`${day} between ${span.from}::date and ${span.to}::date`;
}

function dayFilter(span: AnalyticsSpan) {
  return sql`day between ${span.from}::date and ${span.to}::date and ${editionFilter(span, sql.ref('edition_id'))}`;
}

function inInstants(at: Expression<Date>, span: AnalyticsSpan) {
  return instantFilter(span, at);
}

function instantFilter(span: AnalyticsSpan, at: Expression<unknown>) {
  const end = new Date(Date.parse(`${span.to}T00:00:00Z`) + dayMs);
  return sql<SqlBool>`${at} >= ${spanStart(span)} and ${at} < ${end}`;
}

function spanStart(span: AnalyticsSpan): Date {
  return new Date(`${span.from}T00:00:00Z`);
}

function inEdition(editionId: Expression<number>, span: AnalyticsSpan) {
  return editionFilter(span, editionId);
}

function editionFilter(span: AnalyticsSpan, editionId: Expression<unknown>) {
  return span.editionId === null ? sql<SqlBool>`true` : sql<SqlBool>`${editionId} = ${span.editionId}`;
}

function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);
}

/** A calendar day (not 2026-02-31) between 2000 and 2100: nothing was tracked outside them. */
function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return (
    Number.isFinite(time) &&
    new Date(time).toISOString().slice(0, 10) === day &&
    day >= '2000-01-01' &&
    day <= '2100-12-31'
  );
}
