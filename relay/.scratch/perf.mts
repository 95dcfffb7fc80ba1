import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed/seed-demo-data';
import * as mig from './mig';

const dir = await mkdtemp(path.join(tmpdir(), 'seed-perf-'));
const db = await openDatabase({ dataDir: process.env.MEM ? 'memory' : path.join(dir, 'pglite') });
const m = new Migrator({ db, provider: { getMigrations: async () => ({ x: mig }) } });
await m.migrateToLatest();
const t = performance.now();
let last = t;
const res = await seedDemoData(db, { jobs: Number(process.env.N ?? 20000), onProgress: (n) => { if (n % 5000 === 0) { const x = performance.now(); console.log(n, Math.round(x - last)); last = x; } } });
console.log(res, ((performance.now() - t) / 1000).toFixed(1), 's');
await db.destroy();
await rm(dir, { recursive: true, force: true });
