import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SearchTerms } from './search-terms';

/**
 * How many jobs a query's words match, estimated from PostgreSQL's own statistics of the search
 * column (its most common lexemes and their frequencies, refreshed by ANALYZE), as the planner
 * does. A word missing from them is rarer than the rarest listed one. Read at most every ten
 * minutes per database; a stale copy answers while the next one is read.
 */
export async function estimatedTextMatches(db: Db, words: SearchTerms['words']): Promise<number> {
  if (!words.length) return Number.POSITIVE_INFINITY;
  const stats = await statistics(db);
  let estimate = 1;
  for (const { lexeme, prefix } of words) {
    let share = 0;
    for (const [element, frequency] of stats.frequencies)
      if (prefix ? element.startsWith(lexeme) : element === lexeme) share += frequency;
    // Words are AND-ed: the rarest bounds the matches (independence would be too optimistic).
    estimate = Math.min(estimate, share || stats.rarest);
  }
  return Math.min(1, estimate) * stats.rows;
}

interface Statistics {
  frequencies: Map<string, number>;
  rarest: number;
  rows: number;
}

const maxAgeMs = 10 * 60_000;
const cache = new WeakMap<Db, { at: number; value: Promise<Statistics> }>();

function statistics(db: Db): Promise<Statistics> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < maxAgeMs) return cached.value;
  const value = readStatistics(db);
  cache.set(db, { at: Date.now(), value: cached ? value.catch(() => cached.value) : value });
  return cached ? cached.value : value;
}

async function readStatistics(db: Db): Promise<Statistics> {
  const [elements, table] = await Promise.all([
    sql<{ elements: string[] | null; frequencies: number[] | null }>`
      select most_common_elems::text::text[] as elements, most_common_elem_freqs as frequencies
      from pg_stats where schemaname = current_schema() and tablename = 'jobs' and attname = 'search'
    `.execute(db),
    sql<{ rows: number }>`
      select greatest(reltuples, 0)::float8 as rows from pg_class
      where oid = to_regclass('jobs')
    `.execute(db),
  ]);
  const row = elements.rows[0];
  const frequencies = new Map<string, number>();
  (row?.elements ?? []).forEach((element, i) => {
    frequencies.set(element, row?.frequencies?.[i] ?? 0);
  });
  // Without statistics (never analysed) every word counts as rare: the index is then the safe path.
  const rarest = frequencies.size ? Math.min(...frequencies.values()) : 0;
  return { frequencies, rarest, rows: Number(table.rows[0]?.rows ?? 0) };
}
