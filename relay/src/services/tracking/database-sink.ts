import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EventSink } from './event-sink';
import { ensureDayPartitions } from './partitions';
import { partitionedTables, type TrackingRow, type TrackingTable, trackingTables } from './tracking-rows';

/**
 * Writes a batch as one INSERT … SELECT FROM unnest(…): one array parameter per column, whatever
 * the number of rows, so a 1,000-row flush is one statement with a handful of parameters (a
 * VALUES list would need 13,000 and a plan per size). On PostgreSQL a row for a day that has no
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
  const columns = Object.entries(trackingTables[table]) as [keyof TrackingRow<T> & string, string][];
  const arrays = columns.map(([column, type]) => sql`${rows.map((row) => row[column])}::${sql.raw(type)}[]`);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([column]) => sql.ref(column)))})
    select * from unnest(${sql.join(arrays)})`.execute(db);
}

function isPartitioned(table: TrackingTable): boolean {
  return (partitionedTables as readonly string[]).includes(table);
}

/** PostgreSQL's 23514 'no partition of relation … found for row'. */
function isMissingPartition(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23514' && /no partition/i.test(message ?? '');
}
