import { Redis } from 'ioredis';

/** The Redis URL with a connection name, so that a test cuts its own connections, not another file's. */
export function namedRedisUrl(redisUrl: string, name: string): string {
  const url = new URL(redisUrl);
  url.searchParams.set('connectionName', name);
  return url.toString();
}

/** Cuts the pubsub connections named `name` from Redis's side, as a lost network would; says how many. */
export async function cutRedisSubscriptions(redisUrl: string, name: string): Promise<number> {
  const admin = new Redis(redisUrl);
  try {
    const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(` name=${name} `))
      .flatMap((line) => line.match(/^id=(\d+)/)?.[1] ?? []);
    for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}
