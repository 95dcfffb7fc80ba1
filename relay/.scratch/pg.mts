import { Migrator } from 'kysely';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed/seed-demo-data';
import * as mig from './mig';

const db = await openDatabase({ url: process.env.URL });
const m = new Migrator({ db, provider: { getMigrations: async () => ({ x: mig }) } });
const { error } = await m.migrateToLatest();
if (error) throw error;
const t = performance.now();
const res = await seedDemoData(db, { jobs: Number(process.env.N ?? 20000) });
console.log(process.pid, res, ((performance.now() - t) / 1000).toFixed(1), 's');
await db.destroy();
