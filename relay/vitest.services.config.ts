import { defineConfig } from 'vitest/config';

/** The services suite: every relay test again on PostgreSQL and Redis, plus the two-process test. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globalSetup: ['src/testing/reset-stores.ts'],
    setupFiles: ['src/testing/reset-stores-per-file.ts'],
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    },
  },
});
