import path from 'node:path';
import { migrateToLatest, openDatabase } from '../db/database';
import { seedDemoData } from './seed-demo-data';

/**
 * `npm run seed -w @talkhire/relay`: seeds the database the relay would use (DATABASE_URL, else
 * PGlite in DATA_DIR/pglite, DATA_DIR defaulting to ./.data), with SEED_JOBS jobs (20,000).
 * Does nothing when the catalogue already has jobs.
 */
async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = path.join(process.env.DATA_DIR || path.resolve(process.cwd(), '.data'), 'pglite');
  const jobs = Number(process.env.SEED_JOBS || 20_000);
  if (!Number.isSafeInteger(jobs) || jobs < 0)
    throw new Error(`SEED_JOBS must be a whole number, not "${process.env.SEED_JOBS}"`);

  const db = await openDatabase({ url, dataDir });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const result = await seedDemoData(db, {
      jobs,
      onProgress: (done) => {
        if (process.stdout.isTTY)
          process.stdout.write(`\r  ${done.toLocaleString('en')} / ${jobs.toLocaleString('en')} jobs`);
      },
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const target = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
    process.stdout.write(
      result.seeded
        ? `Seeded ${target} in ${seconds} s: ${result.jobs} jobs, ${result.companies} companies, ${result.recruiters} recruiters, ${result.users} demo users\n`
        : `${target} already has jobs: nothing seeded (${seconds} s)\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
