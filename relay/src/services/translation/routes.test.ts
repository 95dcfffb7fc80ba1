import { resources, translationVersion } from '@talkhire/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

describe('translation service', () => {
  it('publishes a manifest with the version, the languages and the files 17 and 6', async () => {
    const res = await app.inject('/translation/manifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${translationVersion}"`);
    expect(res.headers['cache-control']).toContain('must-revalidate');
    expect(res.json()).toMatchObject({
      version: translationVersion,
      files: [
        { id: 17, namespace: 'jobseeker', path: '/17.json' },
        { id: 6, namespace: 'errors', path: '/6.json' },
      ],
    });
    expect(res.json().languages).toHaveLength(10);
    const again = await app.inject({
      url: '/translation/manifest',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves versioned content for a language as immutable', async () => {
    const res = await app.inject(`/translation/content/version/${translationVersion}/ar/17.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.json()).toEqual(resources.ar.jobseeker);
    const errors = await app.inject(`/translation/content/version/${translationVersion}/ja/6.json`);
    expect(errors.json()['40006']).toContain('{{retry_after}}');
  });

  it('answers 404 for an old version or an unknown file, 422 for an unknown language', async () => {
    expect((await app.inject('/translation/content/version/0123456789abcdef/en/17.json')).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject(`/translation/content/version/${translationVersion}/en/99.json`)).statusCode,
    ).toBe(404);
    const unknown = await app.inject(`/translation/content/version/${translationVersion}/xx/17.json`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe(40001);
  });
});
