import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage, preferredEncoding } from './encoded-page';

const page = {
  status: 200,
  etag: '"e"',
  html: `<!doctype html><p>${'Nurse jobs in Manila. '.repeat(200)}</p>`,
};

describe('a page as it is sent', () => {
  it('is brotli where the browser takes it, else gzip, else as it is', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('is compressed once per page, and reads back as the page', async () => {
    const br = await encodedPage(page, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page.html);
    expect((await encodedPage(page, 'br')).body).toBe(br.body);
    const gzip = await encodedPage(page, 'gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(page.html);
    expect(await encodedPage(page, 'identity')).toEqual({ encoding: null, body: page.html });
    expect((await encodedPage({ ...page, html: '<p>short</p>' }, 'br')).encoding).toBeNull();
  });
});
