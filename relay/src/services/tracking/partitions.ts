import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { dayOf, isPartitioned, partitionedTables, type TrackingTable, trackingTables } from './tracking-rows';

const dayMs = 24 * 3600 * 1000;
/** Partitions kept ready: the week a queued event may arrive late by, and a week ahead. */
const daysBehind = 8;
const daysAhead = 7;

/**
 * The tracking store's upkeep, run hourly on one relay by the scheduler (which claims the hour):
 * on PostgreSQL, partitions made a week ahead and those wholly older than the retention dropped;
 * on PGlite, and for the small record tables everywhere, rows older than it deleted.
 */
export function maintainTracking(options: {
  partitioned: boolean;
  retentionDays: number;
}): (db: Db, now: Date) => Promise<void> {
  return async (db, now) => {
    if (options.partitioned) await ensureDayPartitions(db, daysAround(now));
    await applyRetention(db, { ...options, now });
  };
}

/** The days whose partitions should exist at `now`. */
export function daysAround(now: Date): string[] {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const days: string[] = [];
  for (let day = today - daysBehind * dayMs; day <= today + daysAhead * dayMs; day += dayMs)
    days.push(dayOf(day));
  return days;
}

/**
 * Makes the partitions of these days for every partitioned table. Under an advisory lock, so two
 * relays making the same partition (both found a row without one) take turns instead of one failing.
 */
export async function ensureDayPartitions(db: Db, days: string[]): Promise<void> {
  const make = async (trx: Db) => {
    await sql`select pg_advisory_xact_lock(hashtext('tracking-partitions'))`.execute(trx);
    for (const table of partitionedTables)
      for (const day of days) {
        const next = dayOf(Date.parse(`${day}T00:00:00Z`) + dayMs);
        await sql`create table if not exists ${sql.id(partitionName(table, day))} partition of ${sql.table(table)}
          for values from (${sql.lit(day)}) to (${sql.lit(next)})`.execute(trx);
      }
  };
  // The scheduler's hourly run is already a transaction (its claim of the hour).
  await (db.isTransaction ? make(db) : db.transaction().execute(make));
}

/** What the retention removed: partitions dropped, rows deleted. */
export interface RetentionResult {
  droppedPartitions: string[];
  deletedRows: number;
}

/**
 * Keeps `retentionDays` whole days before today: partitions of older days are dropped (no row
 * deleted one by one, no bloat left for vacuum); plain tables lose their older rows.
 */
export async function applyRetention(
  db: Db,
  options: { partitioned: boolean; retentionDays: number; now: Date },
): Promise<RetentionResult> {
  const cutoffDay = dayOf(Math.floor(options.now.getTime() / dayMs) * dayMs - options.retentionDays * dayMs);
  const cutoff = new Date(`${cutoffDay}T00:00:00Z`);
  const droppedPartitions: string[] = [];
  let deletedRows = 0;
  for (const table of Object.keys(trackingTables) as TrackingTable[]) {
    if (options.partitioned && isPartitioned(table)) {
      for (const name of await partitionsOf(db, table)) {
        const day = dayOfPartition(table, name);
        if (day && day < cutoffDay) {
          await sql`drop table if exists ${sql.id(name)}`.execute(db);
          droppedPartitions.push(name);
        }
      }
    } else {
      const deleted = await db.deleteFrom(table).where('at', '<', cutoff).executeTakeFirst();
      deletedRows += Number(deleted.numDeletedRows);
    }
  }
  return { droppedPartitions, deletedRows };
}

/** The partitions attached to a table, by name (in the current schema). */
export async function partitionsOf(db: Db, table: TrackingTable): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass
    order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

function partitionName(table: string, day: string): string {
  return `${table}_p${day.replaceAll('-', '')}`;
}

function dayOfPartition(table: string, name: string): string | null {
  const match = new RegExp(`^${table}_p(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
