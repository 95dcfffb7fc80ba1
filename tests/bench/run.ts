import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@talkhire/relay';
import { loadConfig } from '@talkhire/relay/config';
import { migrateToLatest, openDatabase } from '@talkhire/relay/database';
import { seedDemoData } from '@talkhire/relay/seed';

/**
 * `npm run bench`: seeding speed on embedded PGlite, latency of the platform endpoints through
 * the whole Fastify stack, and memory. SEED_JOBS scales the catalogue (default 20,000).
 */
const jobs = Number(process.env.SEED_JOBS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
const results: Record<string, string> = {};

const dir = await mkdtemp(path.join(tmpdir(), 'talkhire-bench-'));
try {
  const db = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await migrateToLatest(db);
  const started = performance.now();
  const seeded = await seedDemoData(db, { jobs });
  const seconds = (performance.now() - started) / 1000;
  results['seed: jobs / companies'] = `${seeded.jobs} / ${seeded.companies}`;
  results['seed: time'] = `${seconds.toFixed(1)} s (${Math.round(seeded.jobs / seconds)} jobs/s)`;
  await db.destroy();

  const app = await buildApp(
    loadConfig(
      {},
      { DATA_DIR: dir, SEED_JOBS: 0, LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent' },
    ),
  );
  await app.ready();
  const endpoints = [
    '/api/config/job_types/list?language_code=ja',
    '/api/config/main_functions/list?language_code=en',
    '/api/config/country_lists/list?language_code=ar',
    '/api/config/search/job-title-lists?query=engineer&size=5',
    '/api/config/search/website-outage',
    '/translation/manifest',
  ];
  for (const url of endpoints) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      const res = await app.inject(url);
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    results[`GET ${url.split('?')[0]}`] = `p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (${rounds} requests)`;
  }
  results['memory: rss after load'] = `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`;
  await app.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}

const width = Math.max(...Object.keys(results).map((k) => k.length));
for (const [k, v] of Object.entries(results)) process.stdout.write(`${k.padEnd(width)}  ${v}\n`);
