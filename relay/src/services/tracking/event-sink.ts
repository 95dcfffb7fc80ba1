import type { TrackingRow, TrackingTable } from './tracking-rows';

/**
 * Where the tracking writer's batches go: the relay's own database, or at scale an analytics store
 * the team already runs (ClickHouse over HTTP). One call per table per flush, with every row the
 * flush holds for it; a rejected promise leaves the batch to the writer (retried once).
 */
export interface EventSink {
  readonly kind: 'database' | 'clickhouse';
  write<T extends TrackingTable>(table: T, rows: TrackingRow<T>[]): Promise<void>;
  close?(): Promise<void>;
}
