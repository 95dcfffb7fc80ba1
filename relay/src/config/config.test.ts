import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('relay configuration', () => {
  it('serves the web app built beside the relay unless told otherwise', () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    expect(loadConfig({}).WEB_DIST).toBe(path.join(repo, 'web', 'dist'));
    expect(loadConfig({ WEB_DIST: '/srv/site' }).WEB_DIST).toBe('/srv/site');
  });

  it('keeps anonymous pages 10 seconds in production and not at all elsewhere, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).PAGE_CACHE_SECONDS).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test' }).PAGE_CACHE_SECONDS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0);
  });
});
