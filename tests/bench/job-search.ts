import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type EditionKey, editionByKey } from '@talkhire/config';
import { locationsOf } from '@talkhire/config/lists';
import { buildApp } from '@talkhire/relay';
import { loadConfig } from '@talkhire/relay/config';
import { type Db, migrateToLatest, openDatabase } from '@talkhire/relay/database';
import { seedDemoData } from '@talkhire/relay/seed';
import { sql } from 'kysely';

/**
 * `npm run bench:search` (and part of `npm run bench`): `/api/jobs/search` through the whole
 * Fastify stack at SEARCH_BENCH_JOBS jobs (200,000), (a) keyword + 3 filters, (b) the same 3
 * filters alone, and the worst cases: (c) a very common word alone, (d) the same by relevance,
 * (e) highest salary without filters, (f) the common word's page 30: p50 / p95 / p99 one request
 * at a time, then requests per second with
 * SEARCH_BENCH_CONCURRENCY (8) in flight. The baseline is the same keyword searches as a plain
 * `ILIKE` scan of title and description (page + total), run in this process on the same database.
 *
 * Engines: PGlite in a temporary folder (or SEARCH_BENCH_PGLITE_DIR, kept and reused once seeded),
 * and PostgreSQL when BENCH_POSTGRES_URL names a database the bench may fill (it seeds an empty
 * one; a catalogue already there is used as it is). VACUUM ANALYZE runs after seeding: PostgreSQL's
 * autovacuum would do it in production; PGlite has no autovacuum, and without the visibility map
 * its index-only scans would read every row. SEARCH_BENCH_ENGINES ('postgres,pglite') picks engines.
 */
const jobs = Number(process.env.SEARCH_BENCH_JOBS ?? 200_000);
const rounds = Number(process.env.SEARCH_BENCH_ROUNDS ?? 300);
const concurrency = Number(process.env.SEARCH_BENCH_CONCURRENCY ?? 8);
const postgresUrl = process.env.BENCH_POSTGRES_URL || undefined;
const keptPgliteDir = process.env.SEARCH_BENCH_PGLITE_DIR || undefined;
const engines = (process.env.SEARCH_BENCH_ENGINES ?? 'postgres,pglite').split(',');

/** Keywords people type in each edition's language; every one matches job titles of the seed. */
const keywords: Partial<Record<EditionKey, string[]>> = {
  ph: ['developer', 'sales', 'accountant', 'customer', 'nurse', 'engineer'],
  sg: ['engineer', 'analyst', 'marketing', 'developer'],
  my: ['executive', 'sales', 'engineer', 'admin'],
  jp: ['エンジニア', '営業', '看護師', 'マーケティング', '事務'],
  id: ['pengembang', 'penjualan', 'akuntan', 'insinyur'],
};

/**
 * A very common word of each edition's seed: 'management' is in 68% of the English editions' jobs,
 * 'pekerjaan' in 47% of Indonesia's, '担当' in the titles of 21% of Japan's (at 200,000 jobs).
 */
const commonWords: Partial<Record<EditionKey, string>> = {
  ph: 'management',
  sg: 'management',
  my: 'management',
  jp: '担当',
  id: 'pekerjaan',
};

interface Variant {
  edition: EditionKey;
  keyword: string;
  filters: { job_types: number[]; xp_lvls: number[]; job_locations: number[] };
}

/** Deterministic rotation over editions, keywords and filter values, so no single query is cached. */
function variants(count: number): Variant[] {
  const editionKeys = Object.keys(keywords) as EditionKey[];
  return Array.from({ length: count }, (_, i) => {
    const edition = editionKeys[i % editionKeys.length]!;
    const words = keywords[edition]!;
    const locations = locationsOf(edition).slice(0, 4);
    return {
      edition,
      keyword: words[Math.floor(i / editionKeys.length) % words.length]!,
      filters: {
        job_types: [1 + (i % 2)],
        xp_lvls: [2 + (i % 3), 3 + (i % 3)],
        job_locations: [locations[i % locations.length]!.id],
      },
    };
  });
}

type Results = Record<string, string>;

async function measure(
  run: (v: Variant) => Promise<void>,
  list: Variant[],
): Promise<{ p50: number; p95: number; p99: number; rps: number }> {
  for (const v of list.slice(0, 20)) await run(v);
  const times: number[] = [];
  for (const v of list) {
    const t = performance.now();
    await run(v);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) await run(list[next++]!);
    }),
  );
  const rps = list.length / ((performance.now() - started) / 1000);
  return { p50: p(0.5), p95: p(0.95), p99: p(0.99), rps };
}

const line = (m: Awaited<ReturnType<typeof measure>>) =>
  `p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ` +
  `${Math.round(m.rps)} req/s (${concurrency} in flight, ${rounds} requests)`;

async function prepare(db: Db, label: string, results: Results) {
  await migrateToLatest(db);
  const started = performance.now();
  const seeded = await seedDemoData(db, {
    jobs,
    onProgress: (done) => {
      if (process.stderr.isTTY) process.stderr.write(`\r  ${label}: seeding ${done} / ${jobs}`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  await sql`vacuum analyze jobs`.execute(db);
  await sql`vacuum analyze companies`.execute(db);
  await sql`vacuum analyze recruiters`.execute(db);
  const { n } = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  results[`${label}: catalogue`] = seeded.seeded
    ? `${Number(n)} jobs, seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`
    : `${Number(n)} jobs (already seeded)`;
}

async function benchEngine(
  label: string,
  target: { url?: string; dataDir?: string; dataRoot: string },
  results: Results,
) {
  const db = await openDatabase({ url: target.url, dataDir: target.dataDir });
  try {
    await prepare(db, label, results);
  } finally {
    await db.destroy();
  }
  const app = await buildApp(
    loadConfig(
      {},
      {
        ...(target.url ? { DATABASE_URL: target.url } : {}),
        DATA_DIR: target.dataRoot,
        SEED_JOBS: 0,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIST: '/nonexistent',
      },
    ),
    target.dataDir ? { dataDir: target.dataDir } : {},
  );
  try {
    await app.ready();
    const list = variants(rounds);
    const get = async (v: Variant, query: Record<string, string>) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/jobs/search',
        query,
        headers: { 'country-id': String(editionByKey(v.edition).id), 'language-id': '1' },
      });
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
    };
    const filtersOf = (v: Variant) => ({
      job_types: v.filters.job_types.join(','),
      xp_lvls: v.filters.xp_lvls.join(','),
      job_locations: v.filters.job_locations.join(','),
    });
    const shapes: [string, (v: Variant) => Record<string, string>][] = [
      ['(a) keyword + 3 filters', (v) => ({ ...filtersOf(v), query: v.keyword })],
      ['(b) 3 filters', (v) => filtersOf(v)],
      // The worst cases: a word a third of the edition's jobs contain, with nothing to narrow it.
      ['(c) common word alone (newest)', (v) => ({ query: commonWords[v.edition]! })],
      ['(d) common word, relevance', (v) => ({ query: commonWords[v.edition]!, sort: '1' })],
      ['(e) highest salary, no filter', () => ({ sort: '3' })],
      ['(f) common word, page 30', (v) => ({ query: commonWords[v.edition]!, page: '30' })],
    ];
    for (const [name, query] of shapes)
      results[`${label}: ${name}`] = line(await measure((v) => get(v, query(v)), list));

    // Baseline: what the search would cost without its indexes, a plain ILIKE over the rows.
    const { db: appDb } = app.services;
    const plainIlike = async (v: Variant) => {
      const pattern = `%${v.keyword}%`;
      const base = appDb
        .selectFrom('jobs')
        .where('status', '=', 'active')
        .where('edition_id', '=', editionByKey(v.edition).id)
        .where('job_type_id', 'in', v.filters.job_types)
        .where('xp_lvl_id', 'in', v.filters.xp_lvls)
        .where('location_id', 'in', v.filters.job_locations)
        .where((eb) => eb.or([eb('title', 'ilike', pattern), eb('description', 'ilike', pattern)]));
      await Promise.all([
        base.select('id').orderBy('posted_at', 'desc').limit(30).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
    };
    results[`${label}: baseline plain ILIKE (a)`] = line(await measure(plainIlike, list));
  } finally {
    await app.close();
  }
}

const results: Results = {
  'load average at start': loadavg()
    .map((l) => l.toFixed(1))
    .join(' '),
};
const dataRoot = keptPgliteDir ?? (await mkdtemp(path.join(tmpdir(), 'talkhire-search-bench-')));
try {
  if (engines.includes('postgres')) {
    if (postgresUrl) await benchEngine('PostgreSQL', { url: postgresUrl, dataRoot }, results);
    else results.PostgreSQL = 'skipped: set BENCH_POSTGRES_URL to a database the bench may fill';
  }
  if (engines.includes('pglite'))
    await benchEngine('PGlite', { dataDir: path.join(dataRoot, 'pglite'), dataRoot }, results);
} finally {
  if (!keptPgliteDir) await rm(dataRoot, { recursive: true, force: true });
}
results['load average at end'] = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');

const width = Math.max(...Object.keys(results).map((k) => k.length));
for (const [k, v] of Object.entries(results)) process.stdout.write(`${k.padEnd(width)}  ${v}\n`);
