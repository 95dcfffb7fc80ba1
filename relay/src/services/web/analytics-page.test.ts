import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RelayConfig } from '../../config/config';
import { analyticsPageRoutes } from './analytics-page';

const root = mkdtempSync(path.join(tmpdir(), 'analytics-page-'));
writeFileSync(path.join(root, 'analytics.html'), '<!doctype html><title>Talkhire analytics</title>');

/** A bare app with only the analytics page, under the given environment. */
async function appWith(config: Partial<RelayConfig>) {
  const app = Fastify();
  app.decorate('services', { config } as never);
  analyticsPageRoutes(app, root);
  await app.ready();
  return app;
}

describe('the analytics view page', () => {
  it('is at /dev/analytics outside production', async () => {
    const app = await appWith({ NODE_ENV: 'development' });
    const page = await app.inject('/dev/analytics');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Talkhire analytics');
    expect((await app.inject('/ops/analytics')).statusCode).toBe(404);
  });

  it('is not under /dev in production: at /ops/analytics with an ops token, nowhere without one', async () => {
    const withToken = await appWith({ NODE_ENV: 'production', OPS_TOKEN: 'x'.repeat(32) });
    expect((await withToken.inject('/dev/analytics')).statusCode).toBe(404);
    expect((await withToken.inject('/ops/analytics')).statusCode).toBe(200);
    const without = await appWith({ NODE_ENV: 'production' });
    expect((await without.inject('/dev/analytics')).statusCode).toBe(404);
    expect((await without.inject('/ops/analytics')).statusCode).toBe(404);
  });
});
