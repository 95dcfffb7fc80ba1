import type { EventSink } from './event-sink';
import type { TrackingRow, TrackingTable } from './tracking-rows';

/**
 * The same batches sent to ClickHouse's HTTP interface: `POST {CLICKHOUSE_URL}/?query=INSERT INTO
 * {table} FORMAT JSONEachRow` with one JSON object per line, the format ClickHouse reads without
 * a client library. Credentials ride in the URL (`https://user:password@host:8443/?database=talkhire`)
 * and are sent as ClickHouse's X-ClickHouse-User / X-ClickHouse-Key headers, never in the query
 * string that proxies log. Instants are ISO 8601, read with `date_time_input_format=best_effort`;
 * the tables are expected to exist with the same names and columns (docs/architecture.md).
 */
export function clickHouseSink(
  url: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): EventSink {
  const base = new URL(url);
  const headers: Record<string, string> = { 'content-type': 'application/x-ndjson' };
  if (base.username) headers['x-clickhouse-user'] = decodeURIComponent(base.username);
  if (base.password) headers['x-clickhouse-key'] = decodeURIComponent(base.password);
  base.username = '';
  base.password = '';
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'clickhouse',
    async write<T extends TrackingTable>(table: T, rows: TrackingRow<T>[]) {
      if (rows.length === 0) return;
      const target = new URL(base);
      target.searchParams.set('query', `INSERT INTO ${table} FORMAT JSONEachRow`);
      target.searchParams.set('date_time_input_format', 'best_effort');
      const body = `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
      const answer = await doFetch(target, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!answer.ok) {
        const detail = (await answer.text().catch(() => '')).slice(0, 300);
        throw new Error(`ClickHouse refused ${rows.length} rows for ${table}: ${answer.status} ${detail}`);
      }
      await answer.body?.cancel().catch(() => undefined);
    },
  };
}
