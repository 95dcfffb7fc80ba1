import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SentPage } from './anonymous-page-cache';

export type PageEncoding = 'br' | 'gzip';

/**
 * A page's HTML in the encoding the browser takes best (brotli, then gzip), compressed once per
 * page: a page kept for anonymous visitors is sent many times, and compressing its 100–200 KB at
 * every request cost more than everything else about sending it (5× fewer pages a second).
 * The compression plugin leaves an answer that already has its encoding alone. zlib works on its
 * own threads, so a page compressed for one visitor does not hold up the others.
 */
export async function encodedPage(
  page: SentPage,
  acceptEncoding: string | undefined,
): Promise<{ encoding: PageEncoding | null; body: Buffer | string }> {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === null || Buffer.byteLength(page.html) < 1024) return { encoding: null, body: page.html };
  let bodies = encoded.get(page);
  if (!bodies) {
    bodies = {};
    encoded.set(page, bodies);
  }
  bodies[encoding] ??=
    encoding === 'br'
      ? compressBrotli(page.html, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 6,
          },
        })
      : compressGzip(page.html, { level: 6 });
  return { encoding, body: await bodies[encoding] };
}

const encoded = new WeakMap<SentPage, Partial<Record<PageEncoding, Promise<Buffer>>>>();
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** br if the browser takes it, else gzip, else none (a `;q=0` refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const taken = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (taken.has('br')) return 'br';
  if (taken.has('gzip')) return 'gzip';
  return null;
}
