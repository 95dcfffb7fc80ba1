import { Migrator, sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed/seed-demo-data';
import * as mig from './mig';
const db = await openDatabase({ dataDir: 'memory' });
await new Migrator({ db, provider: { getMigrations: async () => ({ x: mig }) } }).migrateToLatest();
await seedDemoData(db, { jobs: 20000 });
console.log((await sql<{ md5: string }>`select md5(string_agg(concat_ws('|', id, company_id, recruiter_id, title, description, requirements, array_to_string(skills, ','), salary_from, salary_to, pay_type, location_id, work_arrangement, is_web3, status), '#' order by id)) from jobs`.execute(db)).rows[0]);
await db.destroy();
