import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('relay configuration', () => {
  it('serves the web app built beside the relay unless told otherwise', () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    expect(loadConfig({}).WEB_DIST).toBe(path.join(repo, 'web', 'dist'));
    expect(loadConfig({ WEB_DIST: '/srv/site' }).WEB_DIST).toBe('/srv/site');
  });
});
