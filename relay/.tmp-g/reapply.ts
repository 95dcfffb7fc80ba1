import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { down, up } from '../src/db/migrations/2026-11-22-g-job-search';
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL }) }) });
await down(db);
await up(db);
await sql`insert into kysely_migration (name, timestamp) select '2026-11-22-g-job-search', now()::text where not exists (select 1 from kysely_migration where name = '2026-11-22-g-job-search')`.execute(db);
await sql`vacuum analyze jobs`.execute(db);
await db.destroy();
