import { errorCodes } from '@talkhire/contracts';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from './api-error';

export interface RateRule {
  /** Attempts allowed in any span of `windowSeconds`. */
  limit: number;
  windowSeconds: number;
}

/**
 * Attempts counted per key in a sliding window, shared by every relay: in Redis when REDIS_URL is
 * set, otherwise in the database. Over the limit `consume` throws 429 / 40006 with the seconds until
 * one more attempt fits (the client shows them; spec §5's reset flow shows 'Too many attempts.').
 */
export interface RateLimits {
  consume(key: string, rule: RateRule, now?: Date): Promise<void>;
  /** Forgets the counts of every key starting with `prefix` (an operator lifting a block, tests). */
  clear(prefix: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'database' | 'redis' | 'process';
}

export function createRateLimits(options: { db: Db; redisUrl?: string | undefined }): RateLimits {
  return rateLimitsOn(options.redisUrl ? redisCounts(options.redisUrl) : databaseCounts(options.db));
}

/**
 * Counts kept in this process only, for caps that guard against floods rather than protect an
 * account: with several relays a client spread over them gets up to that many times the limit, and
 * in exchange an attempt costs no round trip (the tracking beacons, about a thousand a second a relay).
 */
export function processRateLimits(): RateLimits {
  return rateLimitsOn(processCounts());
}

function rateLimitsOn(store: CountStore): RateLimits {
  return {
    kind: store.kind,
    async consume(key, rule, now = new Date()) {
      const starts = windowStarts(rule, now);
      const counts = await store.bump(key, starts, rule.windowSeconds * 2000);
      const verdict = judge(rule, now, counts);
      if (verdict.allowed) return;
      await store.undo(key, starts.current);
      throw new ApiError(errorCodes.tooManyAttempts, { values: { retry_after: verdict.retryAfter } });
    },
    clear: (prefix) => store.clear(prefix),
    close: () => store.close(),
  };
}

/** Where the per-window counts live; judging them is the same for every store. */
interface CountStore {
  readonly kind: RateLimits['kind'];
  /** Counts one attempt in the current window; answers it with the previous window's count. */
  bump(key: string, starts: WindowStarts, ttlMs: number): Promise<{ current: number; previous: number }>;
  /** Takes a refused attempt back. */
  undo(key: string, windowStart: number): Promise<void>;
  clear(prefix: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The sliding-window counter: counts are kept per fixed window, and an attempt is judged by this
 * window's count plus the previous window's, weighted by how much of it the sliding window still
 * covers. A burst at the end of one window therefore still counts at the start of the next, so
 * crossing a window edge cannot double the limit, as it could with fixed windows. A refused
 * attempt is not counted: a client pays for what it was allowed, and the wait it is told is exact.
 */
function judge(rule: RateRule, now: Date, counts: { current: number; previous: number }) {
  const windowMs = rule.windowSeconds * 1000;
  const elapsed = now.getTime() % windowMs;
  const weight = (windowMs - elapsed) / windowMs;
  const estimate = counts.previous * weight + counts.current;
  if (estimate <= rule.limit) return { allowed: true as const };
  return {
    allowed: false as const,
    retryAfter: secondsUntilRoom(rule, elapsed, counts.current - 1, counts.previous),
  };
}

/** When one more attempt fits, given the allowed counts of this window and the previous one. */
function secondsUntilRoom(rule: RateRule, elapsed: number, current: number, previous: number): number {
  const windowMs = rule.windowSeconds * 1000;
  const room = rule.limit - 1 - current;
  let waitMs: number;
  if (room >= 0 && previous > 0) {
    // Within this window: wait until the previous window's weight has fallen enough.
    waitMs = windowMs - elapsed - (room * windowMs) / previous;
  } else {
    // Only in the next window, where this window's count becomes the weighted previous one.
    waitMs = windowMs - elapsed + (current > 0 ? windowMs * (1 - (rule.limit - 1) / current) : 0);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

interface WindowStarts {
  current: number;
  previous: number;
}

function windowStarts(rule: RateRule, now: Date): WindowStarts {
  const windowMs = rule.windowSeconds * 1000;
  const current = Math.floor(now.getTime() / windowMs) * windowMs;
  return { current, previous: current - windowMs };
}

function databaseCounts(db: Db): CountStore {
  return {
    kind: 'database',
    async bump(key, starts) {
      const { rows } = await sql<{ current: number; previous: number }>`
        with bumped as (
          insert into rate_limits (key, window_start, count) values (${key}, ${new Date(starts.current)}, 1)
          on conflict (key, window_start) do update set count = rate_limits.count + 1
          returning count
        )
        select bumped.count as current,
          coalesce((select count from rate_limits where key = ${key} and window_start = ${new Date(starts.previous)}), 0) as previous
        from bumped`.execute(db);
      return { current: Number(rows[0]?.current), previous: Number(rows[0]?.previous) };
    },
    async undo(key, windowStart) {
      await db
        .updateTable('rate_limits')
        .set({ count: sql`count - 1` })
        .where('key', '=', key)
        .where('window_start', '=', new Date(windowStart))
        .execute();
    },
    async clear(prefix) {
      await db.deleteFrom('rate_limits').where(sql<boolean>`starts_with(key, ${prefix})`).execute();
    },
    async close() {},
  };
}

/** Windows older than the previous one are forgotten at most this often (a sweep of the map). */
const processSweepMs = 10_000;

function processCounts(): CountStore {
  const counts = new Map<string, { count: number; expires: number }>();
  let nextSweep = 0;
  const windowKey = (key: string, start: number) => `${key}\u0000${start}`;
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + processSweepMs;
    for (const [key, entry] of counts) if (entry.expires <= now) counts.delete(key);
  };
  return {
    kind: 'process',
    async bump(key, starts, ttlMs) {
      const now = Date.now();
      sweep(now);
      const currentKey = windowKey(key, starts.current);
      const entry = counts.get(currentKey);
      const current = entry ? ++entry.count : 1;
      if (!entry) counts.set(currentKey, { count: 1, expires: starts.current + ttlMs });
      return { current, previous: counts.get(windowKey(key, starts.previous))?.count ?? 0 };
    },
    async undo(key, windowStart) {
      const entry = counts.get(windowKey(key, windowStart));
      if (entry) entry.count -= 1;
    },
    async clear(prefix) {
      for (const key of counts.keys()) if (key.startsWith(prefix)) counts.delete(key);
    },
    async close() {
      counts.clear();
    },
  };
}

/** Counts one attempt and reads the previous window in one round trip; windows expire on their own. */
const redisBump = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, tonumber(redis.call('GET', KEYS[2]) or '0')}`;

const redisPrefix = 'ratelimit:';

function redisCounts(url: string): CountStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  const windowKey = (key: string, start: number) => `${redisPrefix}${key}:${start}`;
  return {
    kind: 'redis',
    async bump(key, starts, ttlMs) {
      const [current, previous] = (await redis.eval(
        redisBump,
        2,
        windowKey(key, starts.current),
        windowKey(key, starts.previous),
        String(ttlMs),
      )) as [number, number];
      return { current, previous };
    },
    async undo(key, windowStart) {
      await redis.decr(windowKey(key, windowStart));
    },
    async clear(prefix) {
      const pattern = `${redisPrefix}${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Old windows are worthless; the scheduler calls this hourly (Redis expires its own keys). */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - 24 * 3600 * 1000))
    .execute();
}
