import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RelayConfig } from '../config/config';
import { type Db, migrateToLatest, openPGlite, pgliteDb } from '../db/database';
import { seedDemoData } from '../seed/seed-demo-data';

/**
 * The test apps' snapshots: kept in each worker's memory and in a folder every worker and run on
 * this machine shares, for ten minutes. The seed dates its rows from the time it runs (recruiters
 * active minutes ago, interviews at the next hours), so an older snapshot is made again rather
 * than showing a test data from the past; a test file's own app ages as much while it runs.
 */
export const seededSnapshots = createSeededSnapshots({
  dir: path.join(tmpdir(), 'talkhire-pglite-snapshots'),
  maxAgeMs: 10 * 60_000,
});

/** The seed of a test app whose config names none. */
export const defaultSeedJobs = 400;

/**
 * In-memory PGlite databases for test apps, each a copy of one made once per content: initdb, every
 * migration and the demo seed take seconds per app, a copy of their result about one. A copy is
 * what buildApp would have made of a new database with the same config, with its own data:
 * a write to one copy is never seen by another.
 */
export function createSeededSnapshots(options: { dir: string; maxAgeMs: number }) {
  const held = new Map<string, { madeAt: number; dump: Promise<Blob> }>();
  const fresh = (madeAt: number) => Date.now() - madeAt < options.maxAgeMs;

  const snapshots = {
    /** A database of its own, migrated and seeded as buildApp does for this config. */
    async open(config: SnapshotConfig): Promise<Db> {
      const { dump, db } = await take(config);
      return db ?? copyOf(dump);
    },

    /**
     * Leaves these configs' snapshots in the folder, where every worker finds them: made before
     * the workers start, they are not made in a test file's first hook while the machine is busiest.
     */
    async prepare(configs: SnapshotConfig[]): Promise<void> {
      for (const config of configs) await (await take(config)).db?.destroy();
    },
  };

  /**
   * The config's snapshot: held, else found in the folder or made. A first database comes with it
   * when this call loaded or made it (one load fewer for `open`).
   */
  async function take(config: SnapshotConfig): Promise<{ dump: Blob; db?: Db }> {
    const key = await snapshotKey(config);
    const inMemory = held.get(key);
    if (inMemory && fresh(inMemory.madeAt)) return { dump: await inMemory.dump };

    // Held at once, so callers at the same time wait for this one snapshot rather than make more.
    const found = findOrMake(path.join(options.dir, `${key}.tar`), options.maxAgeMs, () =>
      makeSnapshot(config),
    );
    const entry = { madeAt: Date.now(), dump: found.then((f) => f.dump) };
    // Its failure reaches this caller below and any caller waiting on it, not the process.
    entry.dump.catch(() => {});
    held.set(key, entry);
    try {
      const { madeAt, dump, db } = await found;
      entry.madeAt = madeAt;
      return { dump, db };
    } catch (err) {
      if (held.get(key) === entry) held.delete(key);
      throw err;
    }
  }

  /**
   * What buildApp does to a new database, then the data directory as a tarball. A seeded one starts
   * from a copy of the unseeded snapshot: initdb and the migrations are made once, not once a seed.
   */
  async function makeSnapshot(config: SnapshotConfig): Promise<{ db: Db; dump: Blob }> {
    const seeded = config.SEED_JOBS > 0;
    const pglite = await openPGlite('memory', seeded ? await unseededDump() : undefined);
    const db = pgliteDb(pglite);
    try {
      if (seeded) await seedDemoData(db, { jobs: config.SEED_JOBS });
      else await migrateToLatest(db);
      // Without a checkpoint a copy starts by replaying the WAL, which moves every sequence on by
      // up to 32: ids would no longer follow the seeded rows as they do in a new database.
      await pglite.exec('checkpoint');
      return { db, dump: await pglite.dumpDataDir('none') };
    } catch (err) {
      await db.destroy();
      throw err;
    }
  }

  async function unseededDump(): Promise<Blob> {
    const { dump, db } = await take({ SEED_JOBS: 0 });
    await db?.destroy();
    return dump;
  }

  return snapshots;
}

/** All of a config a snapshot depends on. */
type SnapshotConfig = Pick<RelayConfig, 'SEED_JOBS'>;

/**
 * A fresh snapshot from the folder, else one made here and left there; with a first database
 * from it (the one that made it, when made here: one load fewer).
 */
async function findOrMake(
  file: string,
  maxAgeMs: number,
  make: () => Promise<{ db: Db; dump: Blob }>,
): Promise<{ madeAt: number; dump: Blob; db: Db }> {
  const onDisk = await readFresh(file, maxAgeMs);
  if (onDisk) {
    const db = await copyOf(onDisk.dump).catch(() => null);
    if (db) return { ...onDisk, db };
    // A file that does not load (written by another PGlite version?) is made again.
    await rm(file, { force: true });
  }
  const madeAt = Date.now();
  const { db, dump } = await make();
  await keepOnDisk(file, dump, maxAgeMs);
  return { madeAt, dump, db };
}

async function copyOf(dump: Blob): Promise<Db> {
  return pgliteDb(await openPGlite('memory', dump));
}

/**
 * Names a snapshot after everything its content depends on: the seed settings buildApp passes,
 * the relay's code (migrations, seed and what they import), the shared config package (editions)
 * and the installed packages (PGlite's data directory format).
 */
async function snapshotKey(config: SnapshotConfig): Promise<string> {
  codeHash ??= hashSources();
  return createHash('sha256')
    .update(JSON.stringify({ seedJobs: Math.max(0, config.SEED_JOBS), code: await codeHash }))
    .digest('hex')
    .slice(0, 32);
}

let codeHash: Promise<string> | undefined;

const relaySrc = fileURLToPath(new URL('../', import.meta.url));
const sources = [relaySrc, path.join(relaySrc, '../../packages/config/src')];
const lockFile = path.join(relaySrc, '../../package-lock.json');

async function hashSources(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of sources) {
    const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const name of names) hash.update(name).update(await readFile(name));
  }
  hash.update(await readFile(lockFile).catch(() => 'no lock file'));
  return hash.digest('hex');
}

async function readFresh(file: string, maxAgeMs: number): Promise<{ madeAt: number; dump: Blob } | null> {
  const stats = await stat(file).catch(() => null);
  if (!stats || Date.now() - stats.mtimeMs >= maxAgeMs) return null;
  const bytes = await readFile(file).catch(() => null);
  return bytes && { madeAt: stats.mtimeMs, dump: new Blob([bytes]) };
}

/**
 * Written under another name then renamed, so no worker ever reads half a file; snapshots past
 * their age are removed on the way. The folder is a cache: a failure to write it only means the
 * next worker makes its own snapshot, so it is not the test's failure.
 */
async function keepOnDisk(file: string, dump: Blob, maxAgeMs: number): Promise<void> {
  const dir = path.dirname(file);
  const partial = `${file}.${process.pid}.partial`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    for (const name of await readdir(dir)) {
      const other = path.join(dir, name);
      const stats = await stat(other).catch(() => null);
      if (stats && Date.now() - stats.mtimeMs >= maxAgeMs) await rm(other, { force: true });
    }
  } catch {
    await rm(partial, { force: true }).catch(() => {});
  }
}
