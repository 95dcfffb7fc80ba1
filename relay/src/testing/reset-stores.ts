import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Services suite: start from an empty schema and an empty Redis so runs do not depend on earlier
 * ones (a rate-limit counter left by a run within the hour refused the next run's sends).
 */
export default async function resetStores() {
  await Promise.all([resetSchema(process.env.DATABASE_URL), flushRedis(process.env.REDIS_URL)]);
}

async function resetSchema(url: string | undefined) {
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.end();
}

async function flushRedis(url: string | undefined) {
  if (!url) return;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
}
