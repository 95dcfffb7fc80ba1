import { buildApp } from '../app';
import { loadConfig, type RelayConfig } from '../config';

/**
 * An app for `inject` tests: embedded in-memory PGlite and the in-process bus by default; the
 * services suite sets DATABASE_URL and REDIS_URL and the same tests run on PostgreSQL and Redis.
 */
export async function createTestApp(overrides: Partial<RelayConfig> = {}) {
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_JOBS: 400,
    WEB_DIST: '/nonexistent',
    OPS_TOKEN: 'test-ops-token-0123456789',
    // Tests stand behind a pretend proxy so each can use its own client address.
    TRUST_PROXY: '1',
    ...overrides,
  });
  return buildApp(config, config.DATABASE_URL ? {} : { dataDir: 'memory' });
}

export const opsAuthorization = { authorization: 'Bearer test-ops-token-0123456789' };
