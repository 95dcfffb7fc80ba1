import { defineConfig } from 'vitest/config';

/**
 * The services suite: every relay test again on PostgreSQL and Redis, plus the two-process tests.
 * Files run side by side, each on databases of its own (src/testing/services-stores.ts).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['src/testing/reset-stores.ts'],
    setupFiles: ['src/testing/reset-stores-per-file.ts'],
    env: {
      DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    },
  },
});
