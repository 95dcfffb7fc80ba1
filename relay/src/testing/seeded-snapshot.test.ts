import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import type { Db } from '../db/database';
import { createSeededSnapshots } from './seeded-snapshot';
import { createTestApp } from './test-app';

/** When the migrations ran: a database built on its own has its own time, a copy its snapshot's. */
async function migratedAt(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('kysely_migration' as never)
    .select(sql<string>`timestamp`.as('at'))
    .execute();
  return rows.map((r) => (r as { at: string }).at).sort();
}

async function count(db: Db, table: 'jobs' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.skipIf(process.env.DATABASE_URL)('test apps on a seeded snapshot', () => {
  it('start a second app from the first one’s snapshot, with the seeded jobs and data of its own', async () => {
    const first = await createTestApp({ SEED_JOBS: 400 });
    const second = await createTestApp({ SEED_JOBS: 400 });
    try {
      const [a, b] = [first.services.db, second.services.db];
      expect(await count(a, 'jobs')).toBe(400);
      expect(await count(b, 'jobs')).toBe(400);
      // Migrated once, when the snapshot was made: the second app ran neither initdb nor migrations.
      expect(await migratedAt(b)).toEqual(await migratedAt(a));

      const job = await a.selectFrom('jobs').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
      await a
        .updateTable('jobs')
        .set({ title: 'Changed in the first app' })
        .where('id', '=', job.id)
        .execute();
      await a.deleteFrom('jobs').where('id', '!=', job.id).execute();
      expect(await count(a, 'jobs')).toBe(1);
      expect(await count(b, 'jobs')).toBe(400);
      const seen = await b
        .selectFrom('jobs')
        .select('title')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      expect(seen.title).toBe(job.title);

      // Ids go on from the seeded rows, as in a database seeded in place.
      const { max } = await b
        .selectFrom('jobs')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow();
      const next = await sql<{ id: number }>`select nextval('jobs_id_seq')::int as id`.execute(b);
      expect(next.rows[0]?.id).toBe(Number(max) + 1);
    } finally {
      await first.close();
      await second.close();
    }
  }, 180_000);

  it('keep an unseeded database empty', async () => {
    const first = await createTestApp({ SEED_JOBS: 0 });
    const second = await createTestApp({ SEED_JOBS: 0 });
    try {
      for (const app of [first, second]) {
        expect(await count(app.services.db, 'jobs')).toBe(0);
        expect(await count(app.services.db, 'users')).toBe(0);
      }
      expect(await migratedAt(second.services.db)).toEqual(await migratedAt(first.services.db));
    } finally {
      await first.close();
      await second.close();
    }
  }, 180_000);

  describe('shared through a folder', () => {
    const config = loadConfig({}, { NODE_ENV: 'test', SEED_JOBS: 0, WEB_DIST: '/nonexistent' });
    const dirs: string[] = [];
    const folder = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'talkhire-snapshot-test-'));
      dirs.push(dir);
      return dir;
    };
    afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

    it('give another worker a copy of the snapshot on disk, and make a new one once it is too old', async () => {
      const dir = await folder();
      const opened: Db[] = [];
      try {
        const made = await createSeededSnapshots({ dir, maxAgeMs: 60_000 }).open(config);
        opened.push(made);
        expect(await readdir(dir)).toHaveLength(1);
        // Another worker: nothing in its memory, the same folder.
        const copied = await createSeededSnapshots({ dir, maxAgeMs: 60_000 }).open(config);
        opened.push(copied);
        expect(await migratedAt(copied)).toEqual(await migratedAt(made));

        const [file] = await readdir(dir);
        const old = new Date(Date.now() - 120_000);
        await utimes(path.join(dir, file!), old, old);
        const remade = await createSeededSnapshots({ dir, maxAgeMs: 60_000 }).open(config);
        opened.push(remade);
        expect(await migratedAt(remade)).not.toEqual(await migratedAt(made));
        expect(await readdir(dir)).toHaveLength(1);
      } finally {
        await Promise.all(opened.map((db) => db.destroy()));
      }
    }, 240_000);

    it('prepare the unseeded and seeded snapshots in the folder, the seeded one migrated as the unseeded', async () => {
      const dir = await folder();
      await createSeededSnapshots({ dir, maxAgeMs: 60_000 }).prepare([{ SEED_JOBS: 0 }, { SEED_JOBS: 20 }]);
      expect(await readdir(dir)).toHaveLength(2);
      // Another worker finds both there: initdb and the migrations ran once, for the unseeded one.
      const worker = createSeededSnapshots({ dir, maxAgeMs: 60_000 });
      const [unseeded, seeded] = [await worker.open({ SEED_JOBS: 0 }), await worker.open({ SEED_JOBS: 20 })];
      try {
        expect(await migratedAt(seeded)).toEqual(await migratedAt(unseeded));
        expect(await count(seeded, 'jobs')).toBe(20);
        expect(await count(unseeded, 'jobs')).toBe(0);
        expect(await readdir(dir)).toHaveLength(2);
      } finally {
        await Promise.all([unseeded.destroy(), seeded.destroy()]);
      }
    }, 240_000);

    it('make one snapshot for apps started at the same time', async () => {
      const snapshots = createSeededSnapshots({ dir: await folder(), maxAgeMs: 60_000 });
      const [a, b] = await Promise.all([snapshots.open(config), snapshots.open(config)]);
      try {
        expect(await migratedAt(b!)).toEqual(await migratedAt(a!));
      } finally {
        await Promise.all([a?.destroy(), b?.destroy()]);
      }
    }, 240_000);
  });
});
