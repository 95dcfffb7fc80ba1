import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../testing/test-app';
import { compressibleTypes } from './compression';

let app: App;
let webRoot: string;
/** A hashed asset as vite writes it, with the .br and .gz the build writes beside it. */
const asset = 'assets/app-C0ffee12.js';
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'talkhire-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Talkhire</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webRoot, asset), script);
  await writeFile(path.join(webRoot, `${asset}.br`), brotliCompressSync(script));
  await writeFile(path.join(webRoot, `${asset}.gz`), gzipSync(script));
  app = await createTestApp({ WEB_DIST: webRoot, SEED_JOBS: 60 });
});
afterAll(async () => {
  await app?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const search = { url: '/api/jobs/search?size=20', headers: { 'country-id': '167' } };

describe('compressed answers', () => {
  it('sends a JSON answer in brotli when the client takes it, and says so to caches', async () => {
    const plain = await app.inject(search);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ ...search, headers: { ...search.headers, 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and leaves an answer alone for a client that takes neither', async () => {
    const gzip = await app.inject({ ...search, headers: { ...search.headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).code).toBe(0);
    const identity = await app.inject({
      ...search,
      headers: { ...search.headers, 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress an answer under a kilobyte', async () => {
    const health = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the XML and text crawlers read', async () => {
    const sitemap = await app.inject({ url: '/sitemaps/ph-1.xml', headers: { 'accept-encoding': 'br' } });
    expect(sitemap.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sitemap.rawPayload).toString()).toContain('</urlset>');
    const robots = await app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'gzip' } });
    expect(robots.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(robots.rawPayload).toString()).toContain('Sitemap:');
  });

  it('never compresses an event stream or a file', () => {
    expect(compressibleTypes.test('text/event-stream')).toBe(false);
    expect(compressibleTypes.test('text/event-stream; charset=utf-8')).toBe(false);
    expect(compressibleTypes.test('application/octet-stream')).toBe(false);
    expect(compressibleTypes.test('application/pdf')).toBe(false);
    for (const type of [
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'application/xml; charset=utf-8',
      'text/plain; charset=utf-8',
      'text/javascript; charset=utf-8',
      'text/css',
      'image/svg+xml',
    ])
      expect(compressibleTypes.test(type), type).toBe(true);
  });
});

describe('static files of the built web', () => {
  it('come pre-compressed, and a hashed asset keeps its year-long immutable caching', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await app.inject({ url: `/${asset}`, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(unpack(res.rawPayload).toString()).toBe(script);
    }
    const plain = await app.inject(`/${asset}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
