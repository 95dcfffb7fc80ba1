import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EventSink } from './event-sink';
import { ensureDayPartitions } from './partitions';
import { isPartitioned, type TrackingRow, type TrackingTable, trackingTables } from './tracking-rows';

/**
 * Writes a batch as one INSERT … SELECT FROM json_to_recordset($1): the whole batch is one JSON
 * parameter, made by the engine's JSON.stringify. (A VALUES list would need 13,000 parameters and a
 * plan per size; one array per column made the driver escape every value in JavaScript, which held
 * the event loop for milliseconds a flush and showed in the beacons' p99.) On PostgreSQL a row for a day that has no
 * partition yet (the scheduler keeps a week ahead; a relay clock far off could outrun it) makes
 * the partitions of the batch's days and tries once more.
 */
export function databaseSink(db: Db, options: { partitioned: boolean }): EventSink {
  return {
    kind: 'database',
    async write(table, rows) {
      if (rows.length === 0) return;
      try {
        await insertRows(db, table, rows);
      } catch (error) {
        if (!options.partitioned || !isMissingPartition(error) || !isPartitioned(table)) throw error;
        const days = new Set(rows.map((row) => (row as { day: string }).day));
        await ensureDayPartitions(db, [...days]);
        await insertRows(db, table, rows);
      }
    },
  };
}

async function insertRows<T extends TrackingTable>(db: Db, table: T, rows: TrackingRow<T>[]) {
  const columns = Object.entries(trackingTables[table]) as [string, string][];
  // jsonb values travel as the JSON text they already are, and are cast once in the database.
  const recordColumns = columns.map(
    ([column, type]) => sql`${sql.ref(column)} ${sql.raw(type === 'jsonb' ? 'text' : type)}`,
  );
  const selected = columns.map(([column, type]) =>
    type === 'jsonb' ? sql`${sql.ref(column)}::jsonb` : sql.ref(column),
  );
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([column]) => sql.ref(column)))})
    select ${sql.join(selected)} from json_to_recordset(${JSON.stringify(rows)}::json)
    as batch (${sql.join(recordColumns)})`.execute(db);
}

/** PostgreSQL's 23514 'no partition of relation … found for row'. */
function isMissingPartition(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23514' && /no partition/i.test(message ?? '');
}
