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
  for (const word of words) {
    // Words are AND-ed: the rarest bounds the matches (independence would be too optimistic).
    estimate = Math.min(estimate, shareOf(stats.frequencies, word).sum || stats.rarest);
  }
  return Math.min(1, estimate) * stats.rows;
}

/** What `estimatedEditionMatches` answers. */
export interface EditionMatches {
  matches: number;
  jobs: number;
  /**
   * One word's most frequent lexeme, a lower bound of its matches (0 for words ANDed), less four
   * standard errors of ANALYZE's sample: the matches are at least this, but for a change since.
   */
  surelyAtLeast: number;
}

/**
 * How many of one edition's active jobs a query's words match, and how many active jobs the
 * edition has, from the statistics of the edition text index (jobs_edition_text_idx), whose
 * lexemes are tagged with their edition: the words' frequency in that edition, which the planner
 * cannot see (it multiplies a word's share of all jobs by the edition's share, and took
 * 'pekerjaan', in 87% of Indonesia's jobs and nowhere else, for 10% of them).
 */
export async function estimatedEditionMatches(
  db: Db,
  editionId: number,
  words: SearchTerms['words'],
): Promise<EditionMatches> {
  const stats = await statistics(db);
  const jobs = (stats.editionShares.get(editionId) ?? 0) * stats.activeJobs;
  const shares = words.map((word) =>
    shareOf(stats.editionFrequencies, { ...word, lexeme: `e${editionId}_${word.lexeme}` }),
  );
  const share = Math.min(1, ...shares.map((s) => s.sum || stats.editionRarest));
  return {
    matches: Math.min(jobs, share * stats.activeJobs),
    jobs,
    surelyAtLeast: shares.length === 1 ? surelyAtLeast(shares[0]!.most, stats.activeJobs, stats.rows) : 0,
  };
}

/**
 * How many of `activeJobs` a share read from the edition index's statistics surely covers. ANALYZE
 * reads 300 × the statistics target rows of the table (30,000 at the default 100) and finds the
 * index's rows (active jobs) among them: a share p from that sample has a standard error of
 * √(p(1 − p) / n). Four of them below it, the share is sure; a table read whole has no sampling
 * error.
 */
export function surelyAtLeast(share: number, activeJobs: number, rows: number): number {
  const sampled = Math.min(activeJobs, (analyzeSampleRows * activeJobs) / Math.max(rows, activeJobs, 1));
  const error = sampled >= activeJobs ? 0 : Math.sqrt((share * (1 - share)) / sampled);
  return Math.max(0, share - 4 * error) * activeJobs;
}
const analyzeSampleRows = 30_000;

/** A word's share of the rows (its lexemes' frequencies added up, for a prefix) and its largest lexeme's. */
function shareOf(frequencies: Map<string, number>, { lexeme, prefix }: SearchTerms['words'][number]) {
  let sum = 0;
  let most = 0;
  for (const [element, frequency] of frequencies)
    if (prefix ? element.startsWith(lexeme) : element === lexeme) {
      sum += frequency;
      most = Math.max(most, frequency);
    }
  return { sum, most };
}

interface Statistics {
  frequencies: Map<string, number>;
  rarest: number;
  rows: number;
  /** Tagged lexemes' shares of the active jobs (the edition text index's rows). */
  editionFrequencies: Map<string, number>;
  editionRarest: number;
  activeJobs: number;
  /** Each edition's share of all jobs (most common values of jobs.edition_id). */
  editionShares: Map<number, number>;
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
  const [elements, tables, editions] = await Promise.all([
    sql<{ tablename: string; elements: string[] | null; frequencies: number[] | null }>`
      select tablename, most_common_elems::text::text[] as elements, most_common_elem_freqs as frequencies
      from pg_stats where schemaname = current_schema()
        and (tablename = 'jobs' and attname = 'search' or tablename = 'jobs_edition_text_idx')
    `.execute(db),
    sql<{ relname: string; rows: number }>`
      select relname, greatest(reltuples, 0)::float8 as rows from pg_class
      where oid in (to_regclass('jobs'), to_regclass('jobs_edition_text_idx'))
    `.execute(db),
    sql<{ editions: number[] | null; frequencies: number[] | null }>`
      select most_common_vals::text::int[] as editions, most_common_freqs as frequencies
      from pg_stats where schemaname = current_schema() and tablename = 'jobs' and attname = 'edition_id'
    `.execute(db),
  ]);
  const of = (table: string) => frequenciesOf(elements.rows.find((r) => r.tablename === table));
  const rowsOf = (table: string) => Number(tables.rows.find((r) => r.relname === table)?.rows ?? 0);
  const [frequencies, rarest] = of('jobs');
  const [editionFrequencies, editionRarest] = of('jobs_edition_text_idx');
  const edition = editions.rows[0];
  const editionShares = new Map(
    (edition?.editions ?? []).map((id, i) => [id, edition?.frequencies?.[i] ?? 0] as const),
  );
  return {
    frequencies,
    rarest,
    rows: rowsOf('jobs'),
    editionFrequencies,
    editionRarest,
    activeJobs: rowsOf('jobs_edition_text_idx'),
    editionShares,
  };
}

/** Without statistics (never analysed) every word counts as rare: the index is then the safe path. */
function frequenciesOf(row: { elements: string[] | null; frequencies: number[] | null } | undefined) {
  const frequencies = new Map<string, number>();
  (row?.elements ?? []).forEach((element, i) => {
    frequencies.set(element, row?.frequencies?.[i] ?? 0);
  });
  const rarest = frequencies.size ? Math.min(...frequencies.values()) : 0;
  return [frequencies, rarest] as const;
}
