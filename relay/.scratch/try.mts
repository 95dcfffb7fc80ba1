import { openDatabase } from '../src/db/database';
import { Migrator } from 'kysely';
import * as mig from './mig';
async function migrateToLatest(db: any) { const m = new Migrator({ db, provider: { getMigrations: async () => ({ x: mig }) } }); const { error } = await m.migrateToLatest(); if (error) throw error; }
import { seedDemoData } from '../src/seed/seed-demo-data';
import { sql } from 'kysely';

const db = await openDatabase({ dataDir: 'memory' });
await migrateToLatest(db);
const t = performance.now();
const res = await seedDemoData(db, { jobs: Number(process.env.N ?? 3000) });
console.log(res, Math.round(performance.now() - t), 'ms');
const rows = await sql<any>`select edition_id, count(*)::int n from jobs group by 1 order by 2 desc`.execute(db);
console.log(rows.rows.map((r: any) => `${r.edition_id}:${r.n}`).join(' '));
for (const lang of ['en','ja','zh-tw','id','tr','pt-br','es','ar']) {
  const j = await db.selectFrom('jobs').innerJoin('companies','companies.id','jobs.company_id').select(['jobs.title','jobs.description','jobs.requirements','jobs.salary_from','jobs.salary_to','jobs.currency','jobs.pay_type','jobs.skills','companies.name','companies.legal_name','jobs.work_arrangement']).where('language','=',lang).limit(1).offset(7).executeTakeFirst();
  console.log('=====', lang, JSON.stringify({...j, description: undefined, requirements: undefined}));
  console.log(j?.description); console.log('--'); console.log(j?.requirements);
}
const stats = await sql<any>`select pay_type, count(*)::int n, min(salary_from) mn, max(salary_to) mx from jobs group by 1`.execute(db);
console.log(stats.rows);
const st = await sql<any>`select avg(length(description))::int avg, min(length(description)) mn, max(length(description)) mx, avg(is_web3::int)::float web3, avg(is_urgent::int)::float urgent, avg(is_featured::int)::float featured from jobs`.execute(db);
console.log(st.rows);
const wa = await sql<any>`select work_arrangement, count(*)::int from jobs group by 1`.execute(db);
console.log(wa.rows);
const c = await db.selectFrom('companies').selectAll().limit(3).execute();
console.log(c);
const rc = await db.selectFrom('recruiters').selectAll().limit(5).execute();
console.log(rc);
console.log((await sql<any>`select language, min(length(description)) mn, max(length(description)) mx from jobs group by 1`.execute(db)).rows);
await db.destroy();
