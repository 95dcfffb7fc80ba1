import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type RelayConfig } from '../config/config';
import { defaultSeedJobs, seededSnapshots } from './seeded-snapshot';
import { servicesStores } from './services-stores';

/**
 * An app for `inject` tests: embedded in-memory PGlite and the in-process bus by default; the
 * services suite sets DATABASE_URL and REDIS_URL and the same tests run on PostgreSQL and Redis.
 */
export async function createTestApp(
  overrides: Partial<RelayConfig> = {},
  /**
   * `now`: the scheduler's clock; `dataDir`: a PGlite folder that outlives the app (restart tests);
   * `logDestination`: where log lines go (with a LOG_LEVEL override); `sitemapLimits`: smaller
   * sitemap parts, to see them split.
   */
  options: {
    now?: () => Date;
    dataDir?: string;
    logDestination?: DestinationStream;
    sitemapLimits?: { urls?: number; bytes?: number };
  } = {},
) {
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_JOBS: defaultSeedJobs,
    WEB_DIST: '/nonexistent',
    OPS_TOKEN: 'test-ops-token-0123456789',
    // Tests stand behind a pretend proxy so each can use its own client address.
    TRUST_PROXY: 1,
    ...overrides,
  });
  // Uploaded files go to a folder of this app's own, removed when it closes.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'talkhire-files-'));
  // An in-memory database starts as a copy of a migrated, seeded snapshot rather than from initdb.
  const inMemory = !config.DATABASE_URL && !options.dataDir;
  // The services suite: the file's PostgreSQL database, seeded as the file's first app asks.
  if (config.DATABASE_URL) await servicesStores.useFor(config.SEED_JOBS);
  const app = await buildApp(config, {
    ...(config.DATABASE_URL ? {} : { dataDir: options.dataDir ?? 'memory' }),
    ...(inMemory ? { seededDatabase: await seededSnapshots.open(config) } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
    ...(options.sitemapLimits ? { sitemapLimits: options.sitemapLimits } : {}),
    // Scheduled work runs when a test calls it, never on a timer behind another test's back.
    autoSchedule: false,
    filesDir,
  });
  app.addHook('onClose', () => rm(filesDir, { recursive: true, force: true }));
  return app;
}

export const opsAuthorization = { authorization: 'Bearer test-ops-token-0123456789' };
