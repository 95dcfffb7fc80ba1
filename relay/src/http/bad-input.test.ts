import { allErrorCodes } from '@talkhire/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const catalogue = new Set([...allErrorCodes()]);
/** The live mailbox stream takes no input and never ends: nothing to send it. */
const streaming = new Set(['/dev/mailbox/events']);

function concrete(url: string): string {
  return url
    .replace(':type', 'job_types')
    .replace(':version', 'abcdef0123456789')
    .replace(':lang', 'en')
    .replace('*', '17.json');
}

const hostile: { name: string; request: (method: string, url: string) => InjectOptions }[] = [
  {
    name: 'malformed JSON',
    request: (method, url) => ({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"guest_role": "jobseeker",',
    }),
  },
  {
    name: 'wrong types',
    request: (method, url) => ({
      method,
      url: `${url}?size=lots&latitude=north&limit=-1`,
      payload: { country_id: 'ph', language_id: [], is_under_maintenance: 'yes', device_uuid: 42 },
    }),
  },
  {
    name: 'an oversize body',
    request: (method, url) => ({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    }),
  },
  {
    name: 'an unknown language',
    request: (method, url) => ({
      method,
      url: `${url}?language_code=klingon`,
      headers: { 'language-id': '99', 'country-id': '-5' },
    }),
  },
  {
    name: 'an unsupported content type',
    request: (method, url) => ({
      method,
      url,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'a=b',
    }),
  },
  {
    name: 'unknown query keys',
    request: (method, url) => ({ method, url: `${url}?__proto__=1&constructor=x&%ff=%zz` }),
  },
];

describe('bad input on every route', () => {
  it('mounts the routes of the platform', () => {
    const urls = app.services.routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/config/:type/list',
        'POST /api/authentication/guest/login',
        'GET /healthz',
      ]),
    );
  });

  it('answers every hostile request with a catalogue code and a message, never a 5xx', async () => {
    const seen: string[] = [];
    for (const route of app.services.routes) {
      if (streaming.has(route.url)) continue;
      for (const attack of hostile) {
        const res = await app.inject(attack.request(route.method, concrete(route.url)));
        const label = `${route.method} ${route.url} with ${attack.name} → ${res.statusCode}`;
        seen.push(label);
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
          const body = res.json();
          expect(catalogue.has(body.code), label).toBe(true);
          expect(body.message, label).toEqual(expect.any(String));
          expect(body.message.length, label).toBeGreaterThan(0);
        }
      }
    }
    expect(seen.length).toBeGreaterThan(40);
  });

  it('answers malformed JSON with 400, an oversize body with 413 and a wrong content type with 415', async () => {
    const url = '/api/authentication/guest/login';
    expect((await app.inject(hostile[0]!.request('POST', url))).statusCode).toBe(400);
    expect((await app.inject(hostile[2]!.request('POST', url))).statusCode).toBe(413);
    expect((await app.inject(hostile[4]!.request('POST', url))).statusCode).toBe(415);
    const tooLarge = await app.inject({
      ...hostile[2]!.request('POST', url),
      headers: { 'content-type': 'application/json', 'language-id': '10' },
    });
    expect(tooLarge.json()).toMatchObject({
      code: 40001,
      errors: { body: [expect.stringMatching(/[\u0600-\u06FF]/)] },
    });
  });

  it('answers an unknown API path with 404 and code 40004 in the requested language', async () => {
    const res = await app.inject({ url: '/api/no-such-service/anything', headers: { 'language-id': '4' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(40004);
    expect(res.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });
});
