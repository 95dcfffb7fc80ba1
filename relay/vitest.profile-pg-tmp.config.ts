import { defineConfig } from 'vitest/config';
export default defineConfig({
  resolve: { alias: [{ find: /^\.\/services\/qr-login\/routes$/, replacement: '/tmp/profile-run/stub.ts' }] },
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false,
    env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/profile_f_test', REDIS_URL: '' } },
});
