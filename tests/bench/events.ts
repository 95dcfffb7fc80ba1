import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '@talkhire/relay';
import { loadConfig } from '@talkhire/relay/config';
import { openDatabase } from '@talkhire/relay/database';
import { sql } from 'kysely';

/**
 * `npm run bench:events`: tracked events ingested per second through POST /api/logs/report/events
 * over real HTTP (keep-alive), EVENTS_BENCH_SENDERS (50) senders, EVENTS_BENCH_BATCH (20) events a
 * report, EVENTS_BENCH_SECONDS (10) per phase after a 2 s warm-up. Two phases: saturated (each
 * sender sends its next report as soon as the last is answered: the most the relay takes; its
 * latency is then mostly queueing, 50 in flight / throughput) and paced at EVENTS_BENCH_RATE
 * (20,000 events/s offered on a fixed schedule: the p99 at the target load, counted from when each
 * report was due, so a stall is not hidden). p50 / p99 are the endpoint's as the senders see them. The senders run in a worker thread, so they do not
 * share the relay's event loop. Each report comes from a new device, as real traffic at this rate
 * would (the per-device cap is 120 reports a minute). After the run the writer is flushed and the
 * rows are counted in the database: the figure is events acknowledged AND found in the table.
 *
 * Engines: PGlite in a temporary folder, and PostgreSQL at BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/test): the server of that URL, in a database of its own
 * (`talkhire_bench_events`, made and dropped by the bench). EVENTS_BENCH_ENGINES picks engines.
 */
const senders = Number(process.env.EVENTS_BENCH_SENDERS ?? 50);
const batch = Number(process.env.EVENTS_BENCH_BATCH ?? 20);
const seconds = Number(process.env.EVENTS_BENCH_SECONDS ?? 10);
const postgresUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const engines = (process.env.EVENTS_BENCH_ENGINES ?? 'postgres,pglite').split(',');
/** The paced phase's offered load (0 skips it): the target rate, to read the p99 at that load. */
const pacedRate = Number(process.env.EVENTS_BENCH_RATE ?? 20_000);
const database = 'talkhire_bench_events';

interface Figures {
  requests: number;
  events: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** p99 from the moment the request left (without the wait for a late sender to get to it). */
  wireP99: number;
  seconds: number;
}

/** The senders, in a worker: plain node:http with a keep-alive agent, one request in flight each. */
const senderSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { port, senders, batch, warmupMs, measureMs, reportsPerSecond } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
const pages = ['job_search', 'job_detail', 'home', 'company_detail'];
const names = ['search_click', 'position_click', 'page_view', 'banner_click', 'job_favorites_click'];
function report() {
  const device = randomUUID();
  const now = Date.now();
  const events = [];
  for (let i = 0; i < batch; i++)
    events.push({ name: names[i % names.length], at: now - i, device_uuid: device, page: pages[i % pages.length],
      props: { job_id: 1000 + i, position: (i % 30) + 1, list: 'search' } });
  return JSON.stringify({ country_id: 193, events });
}
function send(body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: '/api/logs/report/events', method: 'POST', agent,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), 'country-id': '193', 'language-id': '1' } },
      (res) => { res.resume(); res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started })); });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}
(async () => {
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const end = measureFrom + measureMs;
  const times = [];
  const wires = [];
  const statuses = {};
  let requests = 0, events = 0, errors = 0;
  // Paced: each sender has a schedule (rate / senders reports a second) and a report's time counts
  // from when it was due, so a slow answer that delays the next report is not hidden.
  const interval = reportsPerSecond ? (1000 * senders) / reportsPerSecond : 0;
  await Promise.all(Array.from({ length: senders }, async (_, index) => {
    let due = start + (interval * index) / senders;
    while (performance.now() < end) {
      // A timer may fire a little before its time (the loop's clock is cached): wait again, so no
      // report leaves before it is due and no latency is below zero.
      while (interval && performance.now() < due) await new Promise((r) => setTimeout(r, due - performance.now()));
      const body = report();
      const t = interval ? due : performance.now();
      const { status, ms: wire } = await send(body);
      const ms = performance.now() - t;
      due += interval;
      if (t < measureFrom) continue;
      statuses[status] = (statuses[status] || 0) + 1;
      requests++;
      times.push(ms);
      wires.push(wire);
      if (status === 204) events += batch; else errors++;
    }
  }));
  times.sort((a, b) => a - b);
  wires.sort((a, b) => a - b);
  const p = (q, list = times) => list[Math.min(list.length - 1, Math.floor(q * list.length))] || 0;
  parentPort.postMessage({ requests, events, errors, statuses, p50: p(0.5), p99: p(0.99), max: times[times.length - 1] || 0,
    wireP99: p(0.99, wires), seconds: measureMs / 1000 });
  agent.destroy();
})();
`;

/** `eventsPerSecond` 0: as fast as the relay answers (one report in flight per sender). */
function runSenders(port: number, eventsPerSecond: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(senderSource, {
      eval: true,
      workerData: {
        port,
        senders,
        batch,
        warmupMs: 2000,
        measureMs: seconds * 1000,
        reportsPerSecond: eventsPerSecond / batch,
      },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function benchEngine(label: string, target: { url?: string; dataDir?: string }) {
  const app = await buildApp(
    loadConfig(
      {},
      {
        ...(target.url ? { DATABASE_URL: target.url } : {}),
        SEED_JOBS: 0,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        WEB_DIST: '/nonexistent',
      },
    ),
    { ...(target.dataDir ? { dataDir: target.dataDir } : {}), autoSchedule: false },
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const before = await countEvents(app);
    const lines = [`${label}:`];
    const phases: [string, number][] = [
      ['saturated', 0],
      ...(pacedRate > 0
        ? ([[`paced at ${pacedRate.toLocaleString('en')} events/s`, pacedRate]] as [string, number][])
        : []),
    ];
    for (const [phase, rate] of phases) {
      const stalls = watchRelayLoop();
      const figures = await runSenders(port, rate);
      const loop = stalls.stop();
      lines.push(
        `  ${phase}: ${Math.round(figures.events / figures.seconds).toLocaleString('en')} events/s acknowledged (${Math.round(figures.requests / figures.seconds)} reports/s of ${batch}, ${senders} senders, ${figures.seconds} s)`,
        `    endpoint p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms (p99 from when sent: ${figures.wireP99.toFixed(1)} ms); statuses ${JSON.stringify(figures.statuses)}`,
        `    relay event loop: delay p99 ${loop.delayP99.toFixed(1)} ms, max ${loop.delayMax.toFixed(1)} ms; garbage collection ${loop.gcCount} pauses, ${loop.gcMs.toFixed(0)} ms in all, longest ${loop.gcMax.toFixed(1)} ms`,
      );
    }
    const flushStarted = performance.now();
    await app.services.tracking.writer.flush();
    const flushMs = performance.now() - flushStarted;
    const stored = (await countEvents(app)) - before;
    const { counters } = app.services.tracking.writer;
    lines.push(
      `  writer: accepted ${counters.accepted}, written ${counters.written}, dropped ${counters.dropped}; rows in tracking_events after the final flush (${flushMs.toFixed(0)} ms): ${stored.toLocaleString('en')} (warm-ups included)`,
      '',
    );
    process.stdout.write(lines.join('\n'));
  } finally {
    await app.close();
  }
}

/**
 * What held the relay's event loop during a phase (the senders are in another thread): its delay
 * and the garbage collector's pauses, so a p99 can be told apart from the database's share.
 */
function watchRelayLoop() {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  delay.enable();
  gc.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      delay.disable();
      gc.disconnect();
      return {
        delayP99: delay.percentile(99) / 1e6,
        delayMax: delay.max / 1e6,
        gcCount: pauses.length,
        gcMs: pauses.reduce((sum, ms) => sum + ms, 0),
        gcMax: Math.max(0, ...pauses),
      };
    },
  };
}

async function countEvents(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from tracking_events`.execute(
    app.services.db,
  );
  return Number(rows[0]?.n ?? 0);
}

process.stdout.write(
  `load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
if (engines.includes('postgres')) {
  // A database of its own beside the one named: the services suite drops `test`'s public schema
  // between files, and a schema of its own is not enough (Kysely's migrator finds the migration
  // tables of another schema and skips making its own).
  const admin = await openDatabase({ url: postgresUrl });
  await sql`drop database if exists ${sql.id(database)} with (force)`.execute(admin);
  await sql`create database ${sql.id(database)}`.execute(admin);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  try {
    await benchEngine('PostgreSQL', { url: url.toString() });
  } finally {
    // Not forced: a connection the relay left open would be killed under its pool, which throws.
    await sql`drop database if exists ${sql.id(database)}`.execute(admin).catch((error: Error) => {
      process.stdout.write(`  (${database} kept: ${error.message}; the next run drops it)\n`);
    });
    await admin.destroy();
  }
}
if (engines.includes('pglite')) {
  const dir = await mkdtemp(path.join(tmpdir(), `talkhire-events-bench-${randomUUID().slice(0, 6)}-`));
  try {
    await benchEngine('PGlite', { dataDir: path.join(dir, 'pglite') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
process.stdout.write(
  `load average at end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
