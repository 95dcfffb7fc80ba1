import { describe, expect, it } from 'vitest';
import { editionByKey } from './countries';
import { editionOwnedAlternates, editionPageAlternates, pageAddress } from './page-address';

const origin = 'https://talkhire.example';

describe('a page address', () => {
  it('has the language prefix, the encoded path, the query, and the edition last', () => {
    const query = new URLSearchParams({ country: 'jp', jobType: 'full-time' });
    expect(pageAddress(origin, 'ja', '/エンジニア-jobs', { query, edition: editionByKey('ph') })).toBe(
      `${origin}/ja/${encodeURI('エンジニア')}-jobs?jobType=full-time&country=ph`,
    );
    expect(pageAddress(origin, 'en', '/', { edition: editionByKey('ph') })).toBe(`${origin}/?country=ph`);
    expect(pageAddress(origin, 'en', '/job/nurse-1', { query })).toBe(
      `${origin}/job/nurse-1?jobType=full-time`,
    );
  });
});

describe('alternates of a page that depends on the edition', () => {
  const alternates = editionPageAlternates(origin, '/job-search', new URLSearchParams());

  it("name the default edition too, so a cookie-less page's canonical is its own alternate", () => {
    // What page-meta writes as the canonical of '/job-search' for a visitor without a cookie.
    const canonical = pageAddress(origin, 'en', '/job-search', { edition: editionByKey('ph') });
    expect(alternates).toContainEqual({ hreflang: 'en-PH', href: canonical });
  });

  it('never list the bare address, which shows whichever edition the visitor has', () => {
    expect(alternates.map((a) => a.href)).not.toContain(`${origin}/job-search`);
    expect(alternates.every((a) => a.href.includes('country='))).toBe(true);
  });

  it('send readers no language or region matches to the worldwide edition in English', () => {
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${origin}/job-search?country=com` });
    expect(alternates).toContainEqual({ hreflang: 'en', href: `${origin}/job-search?country=com` });
  });

  it('are one per language and edition, or for the editions given', () => {
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(alternates.length);
    expect(alternates).toHaveLength(19 * 10 + 1);
    expect(editionPageAlternates(origin, '/', new URLSearchParams(), [editionByKey('jp')])).toHaveLength(11);
  });
});

describe('alternates of a page of one edition', () => {
  it('name no edition: the page says which', () => {
    const alternates = editionOwnedAlternates(origin, '/company/acme-7', editionByKey('hk'));
    expect(alternates).toHaveLength(11);
    expect(alternates).toContainEqual({ hreflang: 'zh-Hant-HK', href: `${origin}/zh-tw/company/acme-7` });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${origin}/company/acme-7` });
    expect(editionOwnedAlternates(origin, '/job/a-1', undefined)).toHaveLength(1);
  });
});
