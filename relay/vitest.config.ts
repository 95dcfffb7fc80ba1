import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.services.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { DATABASE_URL: '', REDIS_URL: '' },
  },
});
