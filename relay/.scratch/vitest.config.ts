import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: [{ find: /^\.\/migrations\/2026-11-22-platform$/, replacement: path.resolve(import.meta.dirname, 'mig.ts') }] },
  test: { root: path.resolve(import.meta.dirname, '..'), include: ['src/seed/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000, env: { DATABASE_URL: '', REDIS_URL: '' } },
});
