import {
  buildSearchVocabulary,
  type EditionKey,
  editionByKey,
  editions,
  jobPath,
  languages,
  parseSearchUrl,
  toSearchQuery,
} from '@talkhire/config';
import { allLocations, optionLists, taxonomy } from '@talkhire/config/lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

const origin = 'https://talkhire.example';
const philippines = editionByKey('ph');
let app: App;
/** The same catalogue with small parts, so an edition's sitemap splits: by addresses, then by size. */
let small: App;
const smallLimits = { urls: 80, bytes: 60_000 };

beforeAll(async () => {
  [app, small] = await Promise.all([
    createTestApp({ PUBLIC_URL: origin }),
    createTestApp({ PUBLIC_URL: origin }, { sitemapLimits: smallLimits }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), small?.close()]);
});

describe('/robots.txt', () => {
  it('is plain text naming the sitemap index by its absolute address', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toContain(`\nSitemap: ${origin}/sitemap.xml\n`);
  });

  it('lets crawlers into the public pages and keeps them out of the private ones, in every language', async () => {
    const rules = parseRobots((await app.inject('/robots.txt')).body);
    const allowed = [
      '/',
      '/job/registered-nurse-12',
      '/ja/job/registered-nurse-12',
      '/job-search?country=ph',
      '/nurse-jobs-in-metro-manila',
      '/chat-support-jobs',
      '/my-jobs-in-tokyo',
      '/remote-jobs',
      '/companies',
      '/company/acme-3',
      '/assets/app-1234.js',
      '/translation/manifest',
    ];
    const refused = [
      '/chat',
      '/chat/42',
      '/ar/chat/42',
      '/my-jobs',
      '/zh-tw/my-jobs/saved?sort=2',
      '/applied-jobs',
      '/account-settings/block-company',
      '/pt-br/account-settings/job-alert',
      '/jobseeker-complete-profile',
      '/ja/jobseeker-complete-profile/10',
      '/job/registered-nurse-12/apply/success',
      '/api/jobs/search',
      '/dev/mailbox',
      '/magic-link?token=x',
    ];
    for (const path of allowed) expect(mayCrawl(rules, path), path).toBe(true);
    for (const path of refused) expect(mayCrawl(rules, path), path).toBe(false);
  });
});

describe('/sitemap.xml', () => {
  it('is a sitemap index naming one sitemap per edition, with when its jobs last changed', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const sitemaps = entriesOf(res.body, 'sitemap');
    expect(sitemaps).toHaveLength(19);
    expect(sitemaps.map((s) => s.loc)).toEqual(editions.map((e) => `${origin}/sitemaps/${e.key}-1.xml`));
    const latest = await latestChange('ph');
    expect(sitemaps[1]?.lastmod).toBe(w3c(latest));
  });
});

describe('an edition sitemap', () => {
  it('lists every open job of the edition, and no closed, deleted or held one, nor another edition’s', async () => {
    const [closed, deleted, held] = await openJobIds('ph').then((ids) => ids.slice(0, 3));
    const { db } = app.services;
    await db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', closed!).execute();
    await db.updateTable('jobs').set({ status: 'deleted' }).where('id', '=', deleted!).execute();
    await db.updateTable('jobs').set({ status: 'on_hold' }).where('id', '=', held!).execute();

    const res = await app.inject('/sitemaps/ph-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const listed = jobIdsIn(res.body);
    const open = await openJobIds('ph');
    expect(open.length).toBeGreaterThan(3);
    expect(listed.sort((a, b) => a - b)).toEqual(open.sort((a, b) => a - b));
    for (const id of [closed, deleted, held]) expect(listed).not.toContain(id);
  });

  it('gives each job its address in the ten languages, x-default in English, and its last change', async () => {
    const job = await app.services.db
      .selectFrom('jobs')
      .where('edition_id', '=', philippines.id)
      .where('status', '=', 'active')
      .select(['id', 'title', 'updated_at'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const urls = entriesOf((await app.inject('/sitemaps/ph-1.xml')).body, 'url');
    const entry = urls.find((u) => u.loc === `${origin}${encodeURI(jobPath('en', job))}`);
    expect(entry).toBeDefined();
    expect(entry?.lastmod).toBe(w3c(new Date(job.updated_at)));
    expect(entry?.alternates).toHaveLength(11);
    expect(new Set(entry?.alternates.map((a) => a.hreflang)).size).toBe(11);
    for (const language of languages)
      expect(entry?.alternates).toContainEqual({
        hreflang: expect.stringMatching(/-PH$/),
        href: `${origin}${encodeURI(jobPath(language.value, job))}`,
      });
    expect(entry?.alternates).toContainEqual({
      hreflang: 'ja-PH',
      href: `${origin}${encodeURI(jobPath('ja', job))}`,
    });
    expect(entry?.alternates).toContainEqual({
      hreflang: 'x-default',
      href: `${origin}${encodeURI(jobPath('en', job))}`,
    });
  });

  it('lists a job in its edition’s SEO language', async () => {
    const urls = entriesOf((await app.inject('/sitemaps/jp-1.xml')).body, 'url');
    const jobs = urls.filter((u) => u.loc.includes('/job/'));
    expect(jobs.length).toBeGreaterThan(0);
    for (const url of jobs) expect(url.loc.startsWith(`${origin}/ja/job/`)).toBe(true);
    expect(jobs[0]?.alternates).toContainEqual(expect.objectContaining({ hreflang: 'zh-Hant-JP' }));
  });

  it('opens with the landing pages, in the search URL forms, each for the edition in every language', async () => {
    const urls = entriesOf((await app.inject('/sitemaps/ph-1.xml')).body, 'url');
    const landing = urls.filter((u) => !u.loc.includes('/job/'));
    const locs = landing.map((u) => u.loc);
    for (const path of ['/', '/job-search', '/remote-jobs', '/companies'])
      expect(locs).toContain(`${origin}${path}?country=ph`);
    expect(locs.some((loc) => /\/jobs-in-[^/?]+\?country=ph$/.test(loc))).toBe(true);
    expect(locs.some((loc) => /\/[^/?]+-jobs\?country=ph$/.test(loc))).toBe(true);
    expect(locs.some((loc) => /\/[^/?]+-jobs-in-[^/?]+\?country=ph$/.test(loc))).toBe(true);
    const search = landing.find((u) => u.loc === `${origin}/job-search?country=ph`);
    expect(search?.lastmod).toBe(w3c(await latestChange('ph')));
    expect(search?.alternates).toContainEqual({
      hreflang: 'ar-PH',
      href: `${origin}/ar/job-search?country=ph`,
    });
    // x-default is the worldwide edition: the bare address shows the visitor's own, so it is no alternate.
    expect(search?.alternates).toContainEqual({
      hreflang: 'x-default',
      href: `${origin}/job-search?country=com`,
    });
    expect(landing.flatMap((u) => u.alternates).every((a) => a.href.includes('?country='))).toBe(true);
    // Every landing page is one the crawlable search page indexes (it finds jobs).
    for (const url of landing.filter((u) => /jobs-in-|-jobs\?/.test(u.loc))) {
      const api = await searchTotal(url.loc);
      expect(api, url.loc).toBeGreaterThan(0);
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/sitemaps/ph-1.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/sitemaps/ph-9.xml' })).statusCode).toBe(404);
  });

  it('answers a part the edition does not have, or an unknown edition, with a refusal', async () => {
    expect((await app.inject('/sitemaps/ph-2.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/xx-1.xml')).statusCode).toBe(422);
  });
});

describe('a sitemap over its limits', () => {
  it('splits into parts within both limits, every part named in the index, every job once', async () => {
    const open = await openJobIds('ph', small);
    const index = entriesOf((await small.inject('/sitemap.xml')).body, 'sitemap').map((s) => s.loc);
    const parts = index.filter((loc) => loc.startsWith(`${origin}/sitemaps/ph-`));
    expect(parts.length).toBeGreaterThan(2);
    expect(parts).toEqual(parts.map((_, i) => `${origin}/sitemaps/ph-${i + 1}.xml`));

    const listed: number[][] = [];
    for (const part of parts) {
      const res = await small.inject(new URL(part).pathname);
      expect(res.statusCode).toBe(200);
      expect(entriesOf(res.body, 'url').length).toBeLessThanOrEqual(smallLimits.urls);
      expect(res.rawPayload.length).toBeLessThanOrEqual(smallLimits.bytes);
      listed.push(jobIdsIn(res.body));
    }
    // The first part keeps 64 addresses for the landing pages: 16 jobs fill it. The next parts
    // hold 80 addresses of room but fill 60 kB first.
    expect(listed[0]).toHaveLength(smallLimits.urls - 64);
    expect(listed[1]?.length).toBeLessThan(smallLimits.urls);
    expect(listed.flat().sort((a, b) => a - b)).toEqual(open.sort((a, b) => a - b));
    expect((await small.inject(`/sitemaps/ph-${parts.length + 1}.xml`)).statusCode).toBe(404);
  });
});

async function openJobIds(edition: EditionKey, on: App = app): Promise<number[]> {
  const rows = await on.services.db
    .selectFrom('jobs')
    .where('edition_id', '=', editionByKey(edition).id)
    .where('status', '=', 'active')
    .select('id')
    .execute();
  return rows.map((r) => r.id);
}

async function latestChange(edition: EditionKey): Promise<Date> {
  const row = await app.services.db
    .selectFrom('jobs')
    .where('edition_id', '=', editionByKey(edition).id)
    .where('status', '=', 'active')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirstOrThrow();
  return new Date(row.latest);
}

/** What the search API finds for a landing page's search URL, in its edition. */
async function searchTotal(loc: string): Promise<number> {
  const { request, unknown } = parseSearchUrl(decodeURI(new URL(loc).pathname.slice(1)), '', vocabulary);
  expect(unknown).toEqual([]);
  const res = await app.inject({
    url: `/api/jobs/search?${new URLSearchParams(toSearchQuery(request))}`,
    headers: { 'country-id': String(philippines.id) },
  });
  return res.json().data.total_num as number;
}

const vocabulary = buildSearchVocabulary({ locations: allLocations(), options: optionLists, taxonomy });

function w3c(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function jobIdsIn(xml: string): number[] {
  return entriesOf(xml, 'url')
    .map((u) => /\/job\/(?:[^/]*-)?(\d+)$/.exec(u.loc)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}

interface Entry {
  loc: string;
  lastmod: string | undefined;
  alternates: { hreflang: string; href: string }[];
}

function entriesOf(xml: string, tag: 'url' | 'sitemap'): Entry[] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'gs'))].map(([, inner = '']) => ({
    loc: decode(/<loc>(.*?)<\/loc>/.exec(inner)?.[1] ?? ''),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(inner)?.[1],
    alternates: [...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(
      ([, hreflang = '', href = '']) => ({ hreflang, href: decode(href) }),
    ),
  }));
}

/** The rules for every crawler, as RFC 9309 reads them: the longest matching rule wins, Allow on a tie. */
function parseRobots(text: string): { allow: boolean; pattern: RegExp; length: number }[] {
  return text
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, kind, path = '']) => ({
      allow: kind === 'Allow',
      length: path.length,
      pattern: new RegExp(
        `^${path
          .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\\\$$|\$$/, '$')}`,
      ),
    }));
}

function mayCrawl(rules: ReturnType<typeof parseRobots>, path: string): boolean {
  const matching = rules.filter((rule) => rule.pattern.test(path));
  if (matching.length === 0) return true;
  const longest = Math.max(...matching.map((r) => r.length));
  return matching.some((r) => r.length === longest && r.allow);
}
