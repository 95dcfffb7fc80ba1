import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../testing/test-app';
import { subRequestHeader } from './request-log';

let app: App;
let webRoot: string;
let lines: Record<string, unknown>[] = [];
/** The JSON lines pino writes, read back. */
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'talkhire-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Talkhire</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webRoot, 'assets/app-C0ffee12.js'), 'export {};\n');
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A server build whose pages fetch their data from the API in process, as the web's do.
  await mkdir(`${webRoot}-server`);
  await writeFile(
    path.join(`${webRoot}-server`, 'entry-server.js'),
    `export async function renderPage({ fetch }) {
      const outage = await fetch('/api/config/search/website-outage');
      const missing = await fetch('/api/no-such-thing');
      return { status: 200, language: 'en', html: '<p>' + outage.status + ' ' + missing.status + '</p>',
        state: '{}', modules: [], runtime: 'app' };
    }\n`,
  );
  app = await createTestApp(
    { LOG_LEVEL: 'info', SEED_JOBS: 0, WEB_DIST: webRoot },
    { logDestination: destination },
  );
});
afterAll(async () => {
  await app?.close();
  await rm(webRoot, { recursive: true, force: true });
  await rm(`${webRoot}-server`, { recursive: true, force: true });
});
beforeEach(() => {
  lines = [];
});

/** Lines are written when the answer has left: wait for the request's own. */
async function get(url: string) {
  const res = await app.inject(url);
  await new Promise((resolve) => setImmediate(resolve));
  return res;
}

describe('request logging', () => {
  it('writes one line per request, when it is answered, with method, address, status and duration', async () => {
    await get('/api/config/search/website-outage');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/config/search/website-outage' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: expect.stringMatching(/^GET \/api\/config\/search\/website-outage 200 [\d.]+ ms$/),
    });
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('writes one line for an address that names nothing, and for the crawler files', async () => {
    await get('/api/no-such-thing');
    expect(lines).toEqual([expect.objectContaining({ res: { statusCode: 404 } })]);
    lines = [];
    await get('/robots.txt');
    expect(lines).toEqual([expect.objectContaining({ req: { method: 'GET', url: '/robots.txt' } })]);
  });

  it('writes none for health probes, metrics and static files', async () => {
    for (const url of [
      '/healthz',
      '/metrics',
      '/assets/app-C0ffee12.js',
      '/favicon.svg',
      '/assets/missing.js',
    ])
      await get(url);
    expect(lines).toEqual([]);
  });

  it('writes pages, which are not files, in one line with the API calls made to render them', async () => {
    const page = await get('/job-search');
    expect(page.body).toContain('<p>200 404</p>');
    expect(lines).toEqual([expect.objectContaining({ req: { method: 'GET', url: '/job-search' } })]);
  });

  it("writes a visitor's request that claims to be a page's API call without the relay's secret", async () => {
    const res = await app.inject({
      url: '/api/config/search/website-outage',
      headers: { [subRequestHeader]: 'guessed' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ req: { method: 'GET', url: '/api/config/search/website-outage' } }),
    ]);
  });
});
