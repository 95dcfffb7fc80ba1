import { Agent, request } from 'node:http';
import { percentile } from './stats';

export interface TtfbResult {
  url: string;
  concurrency: number;
  /** Measured requests (after the warm-up), answered 200. */
  requests: number;
  /** Requests that failed or answered anything but 200; any makes the figures suspect. */
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** What the relay sent back: the bytes of one page and its Content-Encoding, if any. */
  bodyBytes: number;
  contentEncoding: string | null;
}

export interface TtfbOptions {
  concurrency: number;
  /** Stop after this many measured requests… */
  maxRequests: number;
  /** …or after this long, whichever comes first (a slow page must not hold the bench for minutes). */
  maxSeconds: number;
}

/**
 * Time to first byte of a server-rendered page, as curl's time_starttransfer counts it (request
 * sent to first byte of the answer; the body is then read to the end), with `concurrency` requests
 * in flight on kept-alive connections, like a browser-facing load balancer's pool. The request
 * looks like a browser's navigation (Accept: text/html, Accept-Encoding: gzip, br), so whatever the
 * relay does for real visitors, compression included, is part of the time. A warm-up of five
 * requests per connection comes first and is not counted.
 */
export async function measureTtfb(url: string, options: TtfbOptions): Promise<TtfbResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  try {
    await loop(url, agent, options.concurrency, options.concurrency * 5, 60);
    const run = await loop(url, agent, options.concurrency, options.maxRequests, options.maxSeconds);
    const times = run.times.sort((a, b) => a - b);
    return {
      url,
      concurrency: options.concurrency,
      requests: times.length,
      errors: run.errors,
      seconds: run.seconds,
      requestsPerSecond: times.length / run.seconds,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      p99Ms: percentile(times, 0.99),
      bodyBytes: run.bodyBytes,
      contentEncoding: run.contentEncoding,
    };
  } finally {
    agent.destroy();
  }
}

async function loop(url: string, agent: Agent, concurrency: number, maxRequests: number, maxSeconds: number) {
  const times: number[] = [];
  let errors = 0;
  let issued = 0;
  let bodyBytes = 0;
  let contentEncoding: string | null = null;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < maxRequests && performance.now() < deadline) {
        issued++;
        try {
          const answer = await get(url, agent);
          if (answer.status === 200) {
            times.push(answer.ttfbMs);
            bodyBytes = answer.bytes;
            contentEncoding = answer.contentEncoding;
          } else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { times, errors, seconds: (performance.now() - started) / 1000, bodyBytes, contentEncoding };
}

function get(
  url: string,
  agent: Agent,
): Promise<{ status: number; ttfbMs: number; bytes: number; contentEncoding: string | null }> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const req = request(
      url,
      { agent, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' }, timeout: 30_000 },
      (res) => {
        // The status line has arrived: curl's first byte (headers come before any of the body).
        const ttfbMs = performance.now() - sent;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ttfbMs,
            bytes,
            contentEncoding: res.headers['content-encoding'] ?? null,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}
