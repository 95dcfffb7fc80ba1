import type { Db } from '../../db/database';
import { processRateLimits, type RateLimits } from '../../http/rate-limit';
import { clickHouseSink } from './clickhouse-sink';
import { databaseSink } from './database-sink';
import type { EventSink } from './event-sink';
import { recordZeroResultSearch } from './ingestion';
import { maintainTracking } from './partitions';
import { createTrackingWriter, type TrackingWriter } from './tracking-writer';

/** The tracking pipeline one relay runs: its writer, and what other features may tell it. */
export interface Tracking {
  writer: TrackingWriter;
  /** Where the writer's rows go. */
  store: EventSink['kind'];
  /**
   * The per-device cap on reports, counted in this process: a beacon must not wait for a round
   * trip, and a flood guard need not be exact across relays (see processRateLimits).
   */
  deviceCaps: RateLimits;
  /** PostgreSQL (partitioned tables) rather than PGlite. */
  partitioned: boolean;
  /** The job search found nothing for this normalised query (services/jobs). */
  zeroResultSearch(query: string, editionId: number): void;
  /** Partitions ahead and retention: the scheduler runs it hourly. */
  maintain(db: Db, now: Date): Promise<void>;
  close(): Promise<void>;
}

export function createTracking(options: {
  db: Db;
  config: {
    DATABASE_URL?: string | undefined;
    CLICKHOUSE_URL?: string | undefined;
    TRACKING_RETENTION_DAYS: number;
  };
  onError: (error: unknown, table: string, rows: number) => void;
}): Tracking {
  const { db, config } = options;
  const partitioned = Boolean(config.DATABASE_URL);
  const database = databaseSink(db, { partitioned });
  const sink = config.CLICKHOUSE_URL ? clickHouseSink(config.CLICKHOUSE_URL) : database;
  const writer = createTrackingWriter({
    sink,
    database,
    onError: options.onError,
  });
  const deviceCaps = processRateLimits();
  return {
    writer,
    store: sink.kind,
    deviceCaps,
    partitioned,
    zeroResultSearch: (query, editionId) => recordZeroResultSearch(writer, query, editionId),
    maintain: maintainTracking({ partitioned, retentionDays: config.TRACKING_RETENTION_DAYS }),
    async close() {
      await writer.close();
      await deviceCaps.close();
    },
  };
}
