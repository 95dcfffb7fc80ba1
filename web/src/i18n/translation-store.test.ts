import { translationCacheKey } from '@talkhire/config';
import { describe, expect, it, vi } from 'vitest';
import { createTranslationStore } from './translation-store';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const manifest = (version: string) => ({
  version,
  languages: ['en', 'ja'],
  files: [
    { id: 17, namespace: 'jobseeker', path: '/17.json' },
    { id: 6, namespace: 'errors', path: '/6.json' },
  ],
});

function server(version: string, online = true) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (!online) throw new TypeError('offline');
    const url = String(input);
    if (url === '/translation/manifest') return Response.json(manifest(version));
    const match = /\/translation\/content\/version\/(\w+)\/([\w-]+)\/(\d+)\.json$/.exec(url);
    if (match) return Response.json({ hello: `${match[2]} ${match[3]} v${match[1]}` });
    return new Response('not found', { status: 404 });
  });
}

describe('translation store', () => {
  it('loads each file through the manifest version and caches it under the seeker key', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const fetch = server('aaaaaaaa');
    const store = createTranslationStore(storage, fetch as typeof globalThis.fetch, () => ({
      'Country-Id': '105',
      'Role-Id': '1',
    }));
    const [jobseeker, errors] = await Promise.all([
      store.load('ja', 'jobseeker'),
      store.load('ja', 'errors'),
    ]);
    expect(jobseeker).toEqual({ hello: 'ja 17 vaaaaaaaa' });
    expect(errors).toEqual({ hello: 'ja 6 vaaaaaaaa' });
    const cached = JSON.parse(storage.getItem(translationCacheKey)!);
    expect(cached.version).toBe('aaaaaaaa');
    expect(Object.keys(cached.files).sort()).toEqual(['ja/errors', 'ja/jobseeker']);
    for (const [, init] of fetch.mock.calls.slice(1)) {
      expect((init as RequestInit).headers).toEqual({
        'Country-Id': '105',
        'Role-Id': '1',
        'Language-Id': '4',
      });
    }
  });

  it('serves a cached file of the current version without fetching it again', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    await createTranslationStore(storage, server('aaaaaaaa') as typeof fetch).load('en', 'jobseeker');
    const fetch = server('aaaaaaaa');
    await createTranslationStore(storage, fetch as typeof globalThis.fetch).load('en', 'jobseeker');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/translation/manifest']);
  });

  it('fetches again when the version changes, and falls back to the cache when offline', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    await createTranslationStore(storage, server('aaaaaaaa') as typeof fetch).load('en', 'jobseeker');
    expect(
      await createTranslationStore(storage, server('bbbbbbbb') as typeof fetch).load('en', 'jobseeker'),
    ).toEqual({
      hello: 'en 17 vbbbbbbbb',
    });
    const offline = createTranslationStore(storage, server('cccccccc', false) as typeof fetch);
    expect(await offline.load('en', 'jobseeker')).toEqual({ hello: 'en 17 vbbbbbbbb' });
    await expect(offline.load('ar', 'jobseeker')).rejects.toThrow('translation service unavailable');
  });
});
