import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase } from './database';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('embedded database', () => {
  it('keeps its data in the data folder across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'talkhire-db-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    await migrateToLatest(first);
    await first.insertInto('website_outages').values({ is_active: true, ends_at: null }).execute();
    await first.destroy();

    const second = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    await migrateToLatest(second);
    const rows = await second.selectFrom('website_outages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.is_active).toBe(true);
    await second.destroy();
  });

  it('runs queued queries and transactions one at a time on the single connection', async () => {
    const db = await openDatabase({ dataDir: 'memory' });
    await migrateToLatest(db);
    const inserts = Array.from({ length: 20 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('website_outages')
          .values({ is_active: i % 2 === 0, ends_at: null })
          .execute();
        return trx
          .selectFrom('website_outages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
      }),
    );
    const counts = (await Promise.all(inserts)).map((r) => Number(r.n));
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await db.destroy();
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL database', () => {
  it('reports an idle connection the server ended, and keeps serving on a new one', async () => {
    const lost: Error[] = [];
    const db = await openDatabase({ url: process.env.DATABASE_URL, onConnectionLost: (e) => lost.push(e) });
    const backend = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
    const first = await backend();

    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [first]);
    await admin.end();

    await vi.waitFor(() => expect(lost).toHaveLength(1));
    expect(lost[0]!.message).toMatch(/terminating connection/);
    expect(await backend()).not.toBe(first);
    await db.destroy();
  });
});
