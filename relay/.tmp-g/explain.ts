import { editionByKey } from '@talkhire/config';
import { ZJobSearchRequest } from '@talkhire/contracts';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { searchJobs } from '../src/services/jobs/search-jobs';

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
const captured: CompiledQuery[] = [];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (e) => {
    if (e.level === 'query') captured.push(e.query);
  },
});
await migrateToLatest(db);
const cases: [string, string, Record<string, string>][] = JSON.parse(process.argv[2] ?? '[]');
const explain = process.env.EXPLAIN === '1';
for (const [name, edition, q] of cases) {
  const request = ZJobSearchRequest.parse(q);
  const locale = { edition: editionByKey(edition as 'ph'), language: 'en' as const };
  await searchJobs(db as never, request, locale);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await searchJobs(db as never, request, locale);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const r = await searchJobs(db as never, request, locale);
  console.log(
    `${name} [${edition}] total=${r.total_num} p50=${times[10]!.toFixed(1)} max=${times[19]!.toFixed(1)} first=${r.jobs[0]?.title}`,
  );
  if (explain) {
    captured.length = 0;
    await searchJobs(db as never, request, locale);
    for (const c of captured) {
      const plan = await pool.query(
        `explain (analyze, costs off, timing on, summary on) ${c.sql}`,
        c.parameters as unknown[],
      );
      console.log(plan.rows.map((x) => x['QUERY PLAN']).join('\n'));
    }
  }
}
await db.destroy();
