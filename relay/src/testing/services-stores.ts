import { Redis } from 'ioredis';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../db/database';
import { seedDemoData } from '../seed/seed-demo-data';

/**
 * The services suite's stores. Test files run side by side, so each file has a PostgreSQL database
 * of its own, copied from a template that was migrated and seeded once for its SEED_JOBS (a copy
 * takes a fraction of a second; migrating and seeding took seconds per file), and each worker has a
 * Redis database of its own, emptied per file. The relay namespaces its bus channels by the Redis
 * database, so side-by-side files never hear each other's messages.
 */
export const servicesStores = {
  /** Before a file: its empty Redis database, and its PostgreSQL database seeded as most files want. */
  async prepareFile(): Promise<void> {
    baseUrls = servicesStores.baseUrls();
    // Kept for the worker's next files, which find DATABASE_URL pointing at this one's database.
    process.env.SERVICES_BASE_DATABASE_URL = baseUrls.postgres;
    process.env.SERVICES_BASE_REDIS_URL = baseUrls.redis;
    const worker = Number(process.env.VITEST_POOL_ID ?? 1);
    process.env.REDIS_URL = withPath(baseUrls.redis, String(worker));
    await onRedis(process.env.REDIS_URL, (redis) => redis.flushdb());
    file = { name: `${filePrefix}${worker}`, seedJobs: defaultSeedJobs, used: false };
    process.env.DATABASE_URL = withPath(baseUrls.postgres, file.name);
    await copyTemplate(file.name, defaultSeedJobs);
  },

  /**
   * A test app is starting on the file's database: the first one decides how it is seeded, as it
   * did when each file started from an empty schema (later apps see what the first one left).
   */
  async useFor(seedJobs: number): Promise<void> {
    if (!file || file.used) return;
    file.used = true;
    if (file.seedJobs === seedJobs) return;
    file.seedJobs = seedJobs;
    await copyTemplate(file.name, seedJobs);
  },

  async endFile(): Promise<void> {
    if (!file) return;
    await maintenance(baseUrls.postgres, (client) =>
      client.query(`drop database if exists ${file?.name} with (force)`),
    );
    file = null;
  },

  /** The stores the suite was started on, before any file pointed DATABASE_URL and REDIS_URL at its own. */
  baseUrls(env: Record<string, string | undefined> = process.env): BaseUrls {
    return {
      postgres: env.SERVICES_BASE_DATABASE_URL ?? env.DATABASE_URL ?? '',
      redis: env.SERVICES_BASE_REDIS_URL ?? env.REDIS_URL ?? '',
    };
  },

  /** Around the suite: no template or file database of a run (the code may have changed), no Redis key. */
  async resetAll(urls: BaseUrls): Promise<void> {
    await maintenance(urls.postgres, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'talkhire\\_svc\\_%'`,
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    });
    await onRedis(urls.redis, (redis) => redis.flushall());
  },
};

/** The test apps' default (testing/test-app.ts). */
const defaultSeedJobs = 400;
const filePrefix = 'talkhire_svc_file_';
const templatePrefix = 'talkhire_svc_template_';

interface BaseUrls {
  postgres: string;
  redis: string;
}

let baseUrls: BaseUrls = { postgres: '', redis: '' };
let file: { name: string; seedJobs: number; used: boolean } | null = null;

async function copyTemplate(name: string, seedJobs: number): Promise<void> {
  const template = await templateFor(seedJobs);
  await maintenance(baseUrls.postgres, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${template}`);
  });
}

/** Made once per SEED_JOBS by whichever worker needs it first; the others wait on the lock. */
async function templateFor(seedJobs: number): Promise<string> {
  const template = `${templatePrefix}${seedJobs}`;
  await maintenance(baseUrls.postgres, async (client) => {
    await client.query('select pg_advisory_lock(20261127)');
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (rowCount) return;
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = await openDatabase({ url: withPath(baseUrls.postgres, building) });
      try {
        await migrateToLatest(db);
        await seedDemoData(db, { jobs: seedJobs });
      } finally {
        await db.destroy();
      }
      // Renamed when complete, so a template is never seen half made.
      await client.query(`alter database ${building} rename to ${template}`);
    } finally {
      await client.query('select pg_advisory_unlock(20261127)');
    }
  });
  return template;
}

async function maintenance<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function onRedis(url: string, work: (redis: Redis) => Promise<unknown>): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    await work(redis);
  } finally {
    redis.disconnect();
  }
}

function withPath(url: string, pathname: string): string {
  const address = new URL(url);
  address.pathname = `/${pathname}`;
  return address.toString();
}
