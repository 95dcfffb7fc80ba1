import type { EventSink } from './event-sink';
import { productTables, type TrackingRow, type TrackingTable } from './tracking-rows';

/** What the writer counted since it started (the analytics view shows them). */
export interface TrackingCounters {
  /** Rows taken into the buffer. */
  accepted: number;
  /** Events refused by their contract (a report's bad events, each on its own). */
  rejected: number;
  /** Rows lost: the buffer was full, or a batch failed twice. */
  dropped: number;
  /** Rows the sinks took. */
  written: number;
}

export interface TrackingWriter {
  /** Queues rows; answers how many fitted (the rest are dropped and counted). Never waits. */
  add<T extends TrackingTable>(table: T, rows: TrackingRow<T>[]): number;
  countRejected(count: number): void;
  /** Writes everything queued now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
  readonly counters: Readonly<TrackingCounters>;
}

export interface WriterOptions {
  /** The analytics store. */
  sink: EventSink;
  /** Where the product's own records go when the sink is another store (popup records). */
  database: EventSink;
  /** A flush every this many milliseconds… */
  flushIntervalMs?: number;
  /** …or as soon as this many rows wait. */
  flushRows?: number;
  /** Rows the buffer holds at most; more are dropped, so a stalled database cannot exhaust memory. */
  maxBufferedRows?: number;
  onError?: (error: unknown, table: TrackingTable, rows: number) => void;
}

/**
 * The in-process buffer between the tracking endpoints and the store: requests add rows and are
 * answered at once; a flush every 250 ms (or at 1,000 rows) hands each table's rows to the sink in
 * one call, so a page never waits for a write and the store sees a few large inserts instead of
 * thousands of small ones. Each relay process has its own buffer and writes it itself, so nothing
 * depends on another relay or on the bus; a stopping relay flushes before it closes the database.
 * A failed batch goes back into the buffer once (a database restart), then it is dropped and counted.
 */
export function createTrackingWriter(options: WriterOptions): TrackingWriter {
  const flushIntervalMs = options.flushIntervalMs ?? 250;
  const flushRows = options.flushRows ?? 1000;
  const maxBufferedRows = options.maxBufferedRows ?? 100_000;
  const counters: TrackingCounters = { accepted: 0, rejected: 0, dropped: 0, written: 0 };
  let buffer = new Map<TrackingTable, Queued[]>();
  let buffered = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;
  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  interface Queued {
    row: TrackingRow<TrackingTable>;
    retried: boolean;
  }

  function enqueue(table: TrackingTable, items: Queued[]): number {
    const room = Math.max(0, maxBufferedRows - buffered);
    const kept = items.length <= room ? items : items.slice(0, room);
    if (kept.length > 0) {
      const queue = buffer.get(table);
      if (queue) for (const item of kept) queue.push(item);
      else buffer.set(table, kept);
      buffered += kept.length;
    }
    counters.dropped += items.length - kept.length;
    return kept.length;
  }

  function add<T extends TrackingTable>(table: T, rows: TrackingRow<T>[]): number {
    if (closed) {
      counters.dropped += rows.length;
      return 0;
    }
    const kept = enqueue(
      table,
      rows.map((row) => ({ row: row as TrackingRow<TrackingTable>, retried: false })),
    );
    counters.accepted += kept;
    if (buffered >= flushRows && !flushing) void flush();
    return kept;
  }

  async function writeBatch(table: TrackingTable, items: Queued[]): Promise<void> {
    const sink = productTables.includes(table) ? options.database : options.sink;
    try {
      await sink.write(
        table,
        items.map((item) => item.row),
      );
      counters.written += items.length;
    } catch (error) {
      options.onError?.(error, table, items.length);
      const again = items.filter((item) => !item.retried).map((item) => ({ ...item, retried: true }));
      counters.dropped += items.length - again.length;
      if (!closed) enqueue(table, again);
      else counters.dropped += again.length;
    }
  }

  async function drain(): Promise<void> {
    while (buffered > 0) {
      const batch = buffer;
      buffer = new Map();
      buffered = 0;
      // Tables in parallel: on PostgreSQL each takes its own pooled connection.
      await Promise.all([...batch].map(([table, items]) => writeBatch(table, items)));
      // A batch put back after a failure waits for the next tick rather than spinning.
      if (!closed && [...buffer.values()].every((items) => items.every((item) => item.retried))) break;
    }
  }

  function flush(): Promise<void> {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    add,
    countRejected(count) {
      counters.rejected += count;
    },
    async flush() {
      // A flush already running may have started before the caller's rows were added.
      await flush();
      if (buffered > 0) await flush();
    },
    async close() {
      clearInterval(timer);
      await flush();
      closed = true;
      // What came in during the last flush, and what a failure put back, gets one last try.
      await flush();
      await options.sink.close?.();
    },
    counters,
  };
}
