import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickHouseSink } from './clickhouse-sink';

/**
 * A tiny stand-in for ClickHouse's HTTP interface: it checks what the real one needs (POST, the
 * INSERT … FORMAT JSONEachRow query, credentials in X-ClickHouse-User / -Key, one JSON object a
 * line) and answers 200, or 400 with ClickHouse's kind of message when the request is wrong.
 */
let server: Server;
let base: string;
const received: { query: string | null; user?: string; key?: string; lines: unknown[]; url: string }[] = [];

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let body = '';
    for await (const chunk of request) body += chunk;
    const query = url.searchParams.get('query');
    const problems = [
      request.method !== 'POST' && 'method',
      !/^INSERT INTO tracking_[a-z_]+ FORMAT JSONEachRow$/.test(query ?? '') && 'query',
      !body.endsWith('\n') && 'trailing newline',
    ].filter(Boolean);
    let lines: unknown[] = [];
    try {
      lines = body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
    } catch {
      problems.push('json');
    }
    if (url.searchParams.get('query')?.includes('tracking_clicks')) {
      response.writeHead(500).end('Code: 60. DB::Exception: Table default.tracking_clicks does not exist.');
      return;
    }
    received.push({
      query,
      user: request.headers['x-clickhouse-user'] as string | undefined,
      key: request.headers['x-clickhouse-key'] as string | undefined,
      lines,
      url: request.url ?? '',
    });
    if (problems.length > 0)
      response.writeHead(400).end(`Code: 27. Cannot parse input: ${problems.join(', ')}`);
    else response.writeHead(200).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://analytics:s3cret@127.0.0.1:${(server.address() as { port: number }).port}/?database=talkhire`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ClickHouse sink', () => {
  it('posts one INSERT … FORMAT JSONEachRow per batch, credentials in headers, not the URL', async () => {
    const sink = clickHouseSink(base);
    const at = new Date().toISOString();
    await sink.write('tracking_events', [
      {
        day: at.slice(0, 10),
        at,
        edition_id: 193,
        name: 'search_click',
        user_id: null,
        device_uuid: '3f1c1b8e-8f0a-4c55-9d4a-3b4ab1f6d7e1',
        page: 'job_search',
        props: '{"position":3}',
      },
      {
        day: at.slice(0, 10),
        at,
        edition_id: 193,
        name: 'page_view',
        user_id: 7,
        device_uuid: '3f1c1b8e-8f0a-4c55-9d4a-3b4ab1f6d7e1',
        page: 'home',
        props: null,
      },
    ]);
    const [request] = received;
    expect(request?.query).toBe('INSERT INTO tracking_events FORMAT JSONEachRow');
    expect(request?.user).toBe('analytics');
    expect(request?.key).toBe('s3cret');
    expect(request?.url).not.toContain('s3cret');
    expect(request?.url).toContain('database=talkhire');
    expect(request?.url).toContain('date_time_input_format=best_effort');
    expect(request?.lines).toEqual([
      expect.objectContaining({
        name: 'search_click',
        edition_id: 193,
        user_id: null,
        props: '{"position":3}',
      }),
      expect.objectContaining({ name: 'page_view', user_id: 7 }),
    ]);
  });

  it('sends nothing for an empty batch and throws on a refusal (the writer then retries)', async () => {
    const sink = clickHouseSink(base);
    const before = received.length;
    await sink.write('tracking_events', []);
    expect(received.length).toBe(before);
    await expect(
      sink.write('tracking_clicks', [
        {
          day: '2026-11-27',
          at: '2026-11-27T10:00:00.000Z',
          edition_id: 193,
          query_id: 'q',
          list: 'search',
          job_id: 1,
          position: 1,
          reco_from: 'search',
          page: '1',
          sub_page: 'list',
          device: 'web',
          device_uuid: '3f1c1b8e-8f0a-4c55-9d4a-3b4ab1f6d7e1',
          jobseeker_id: null,
        },
      ]),
    ).rejects.toThrow(/500 Code: 60/);
  });
});
