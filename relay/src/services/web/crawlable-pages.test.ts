import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { companyPath, jobPath } from '@talkhire/config';
import { optionLists } from '@talkhire/config/lists';
import { translate } from '@talkhire/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

const origin = 'https://talkhire.example';
let app: App;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'talkhire-web-'));
  // The shape vite writes, without the server build: the relay fills in the head. The rendered
  // page itself is checked end to end (tests/e2e/server-rendering.spec.ts).
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Talkhire</title>' +
      '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ WEB_DIST: webRoot, PUBLIC_URL: origin });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('a job page before any script runs', () => {
  it('holds the title, description, canonical address, hreflang alternates and the JobPosting', async () => {
    const job = await findJob((q) =>
      q
        .where('j.status', '=', 'active')
        .where('j.edition_id', '=', 167)
        .where('j.work_arrangement', '=', 'onsite')
        .where('j.pay_type', '=', 'monthly'),
    );
    const page = await get(`/job/some-old-title-${job.id}`);

    expect(page.status).toBe(200);
    expect(page.title).toContain(job.title);
    expect(page.title).toContain(job.company);
    expect(page.meta('description')).toContain(job.company);
    expect(page.canonical).toBe(`${origin}${encodeURI(jobPath('en', job))}`);
    expect(page.robots).toBeUndefined();
    const alternates = page.alternates;
    expect(alternates).toHaveLength(11);
    expect(alternates).toContainEqual({
      hreflang: 'x-default',
      href: `${origin}${encodeURI(jobPath('en', job))}`,
    });
    expect(alternates).toContainEqual({
      hreflang: 'ja-PH',
      href: `${origin}${encodeURI(jobPath('ja', job))}`,
    });

    const [posting] = page.jsonLd as JobPosting[];
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.posted_at.toISOString(),
      hiringOrganization: { '@type': 'Organization', name: job.company },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'PH' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'PHP', value: { unitText: 'MONTH' } },
    });
    expect(posting?.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN)$/);
    expect(Date.parse(posting?.validThrough ?? '')).toBeGreaterThan(job.posted_at.getTime());
    expect(posting?.description).toContain('<p>');
  });

  it('marks a remote job TELECOMMUTE with the countries it hires in', async () => {
    const job = await findJob((q) =>
      q.where('j.status', '=', 'active').where('j.work_arrangement', '=', 'remote'),
    );
    const [posting] = (await get(`/job/${job.id}`)).jsonLd as JobPosting[];
    expect(posting?.jobLocationType).toBe('TELECOMMUTE');
    expect(posting?.jobLocation).toBeUndefined();
    expect(posting?.applicantLocationRequirements?.length).toBeGreaterThan(0);
    for (const country of posting?.applicantLocationRequirements ?? [])
      expect(country).toMatchObject({ '@type': 'Country', name: expect.stringMatching(/^[A-Z]{2}$/) });
  });

  it('is written in the language of its prefix, right to left in Arabic', async () => {
    const job = await findJob((q) => q.where('j.status', '=', 'active'));
    const page = await get(`/ar/job/${job.id}`);
    expect(page.html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(page.canonical).toBe(`${origin}${encodeURI(jobPath('ar', job))}`);
  });

  it('keeps a closed job out of the index and out of job listings', async () => {
    const job = await findJob((q) => q.where('j.status', '=', 'closed'));
    const page = await get(`/job/${job.id}`);
    expect(page.robots).toBe('noindex');
    expect(page.jsonLd).toEqual([]);
  });

  it('answers an unknown job with the not-found title, not indexed', async () => {
    const page = await get('/job/nurse-2147483000');
    expect(page.status).toBe(200);
    expect(page.title).toContain('Oops! This position is no longer open');
    expect(page.robots).toBe('noindex');
  });

  it('cannot be broken out of by a job text', async () => {
    const job = await findJob((q) => q.where('j.status', '=', 'active'));
    await app.services.db
      .updateTable('jobs')
      .set({ description: 'Great team </script><script>alert(1)</script> & "quotes"' })
      .where('id', '=', job.id)
      .execute();
    const page = await get(`/job/${job.id}`);
    expect(page.html).not.toContain('<script>alert(1)');
    expect((page.jsonLd as JobPosting[])[0]?.description).toContain('&lt;/script&gt;');
  });
});

describe('a job search page before any script runs', () => {
  it('names the search and counts what the API finds', async () => {
    const word = (
      await findJob((q) => q.where('j.status', '=', 'active').where('j.edition_id', '=', 167))
    ).title
      .split(/\s+/)[0]
      ?.toLowerCase();
    const api = await app.inject({
      url: `/api/jobs/search?query=${encodeURIComponent(word ?? '')}`,
      headers: { 'country-id': '167' },
    });
    const total = api.json().data.total_num as number;
    const page = await get(`/${encodeURIComponent(word ?? '')}-jobs?jobType=full-time`, {
      cookie: 'country=ph',
    });

    expect(page.title.toLowerCase()).toContain(`${word} jobs in philippines`);
    expect(page.canonical).toBe(`${origin}/${encodeURI(word ?? '')}-jobs?jobType=full-time&country=ph`);
    // 19 editions × 10 languages, and x-default.
    expect(page.alternates).toHaveLength(191);
    expect(page.alternates).toContainEqual({
      hreflang: 'ja-JP',
      href: `${origin}/ja/${encodeURI(word ?? '')}-jobs?jobType=full-time&country=jp`,
    });
    expect(total).toBeGreaterThan(0);
  });

  it('describes the same count the search API gives', async () => {
    const api = await app.inject({ url: '/api/jobs/search', headers: { 'country-id': '105' } });
    const total = api.json().data.total_num as number;
    const page = await get('/job-search?country=jp');
    expect(page.meta('description')).toContain(new Intl.NumberFormat('en').format(total));
    expect(page.title).toContain('Jobs in Japan');
    expect(page.canonical).toBe(`${origin}/job-search?country=jp`);
  });

  it('keeps searches that name unknown filters or find nothing out of the index', async () => {
    expect((await get('/job-search?industry=no-such-industry')).robots).toBe('noindex');
    expect((await get('/zzzqqqxxyy-jobs')).robots).toBe('noindex');
    const tooFar = await get('/job-search?page=5000');
    expect(tooFar.status).toBe(200);
    expect(tooFar.robots).toBe('noindex');
  });
});

describe('every other page', () => {
  it("gets its screen's title and description, as the app sets them, kept out of the index", async () => {
    const screens = {
      '/get-started': 'Log in or sign up | Talkhire',
      '/chat/12': 'Chat | Talkhire',
      // Static routes, not searches for 'my' and 'applied' ('…-jobs').
      '/my-jobs': 'My Jobs | Talkhire',
      '/applied-jobs': 'Applied jobs | Talkhire',
      '/jobseeker-complete-profile/10': 'Complete your profile | Talkhire',
      '/no/such/page': 'Page not found | Talkhire',
      '/not-a-search-slug': 'Page not found | Talkhire',
    };
    for (const [url, title] of Object.entries(screens)) {
      const page = await get(url);
      expect(page.title, url).toBe(title);
      expect(page.meta('description'), url).toMatch(/\S{3}/);
      expect(page.robots, url).toBe('noindex');
      expect(page.canonical, url).toBeUndefined();
    }
    const chat = await get('/ja/chat');
    expect(chat.title).toBe(`${translate('ja', 'jobseeker', 'seo.pages.chat.title')} | Talkhire`);
    expect(chat.meta('description')).toBe(translate('ja', 'jobseeker', 'seo.pages.chat.description'));
  });

  it('odd addresses still get the app', async () => {
    for (const url of ['/job/', '/ja/-jobs', '/job/a/b', '/job/0', '/ja/x-jobs-in-'])
      expect((await get(url)).status).toBe(200);
    // Fastify itself refuses a path that cannot be decoded.
    for (const url of ['/%', '/job/%E0%A4%A']) expect((await get(url)).status).toBe(400);
  });

  it('gives the remote-jobs page its own texts, not those of a search for "remote"', async () => {
    const page = await get('/remote-jobs', { cookie: 'country=sg' });
    expect(page.title).toBe('Remote jobs | Talkhire');
    expect(page.meta('description')).toBe(translate('en', 'jobseeker', 'seo.pages.remote_jobs.description'));
    expect(page.canonical).toBe(`${origin}/remote-jobs?country=sg`);
    expect(page.robots).toBeUndefined();
    expect(page.alternates).toHaveLength(191);
  });

  it('titles the companies list, by edition, and keeps a search by name out of the index', async () => {
    const list = await get('/ja/companies?page=2&country=jp');
    expect(list.title).toBe(`${translate('ja', 'jobseeker', 'seo.pages.companies.title')} | Talkhire`);
    expect(list.meta('description')).toBe(translate('ja', 'jobseeker', 'seo.pages.companies.description'));
    expect(list.canonical).toBe(`${origin}/ja/companies?page=2&country=jp`);
    expect((await get('/companies?query=acme')).robots).toBe('noindex');
  });

  it('gives the home page its own title and the edition in its canonical address', async () => {
    const page = await get('/ja', { cookie: 'country=jp' });
    expect(page.html).toContain('<html lang="ja-JP" dir="ltr">');
    expect(page.canonical).toBe(`${origin}/ja?country=jp`);
    expect(page.meta('description')).toContain('日本');
  });
});

describe('a company page before any script runs', () => {
  it('is titled by the company and described by what it does, where and how big, in its language', async () => {
    const company = await app.services.db
      .selectFrom('companies')
      .select(['id', 'name', 'industry_id', 'edition_id'])
      .where('edition_id', '=', 105)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const industry = optionLists.industry_lists.find((o) => o.id === company.industry_id)?.value;
    const page = await get(`/ja/company/old-name-${company.id}?tab=jobs`);

    expect(page.title).toContain(company.name);
    expect(page.title).toContain(
      translate('ja', 'jobseeker', 'seo.pages.company.title', { company: company.name }),
    );
    expect(page.meta('description')).toContain(company.name);
    expect(page.meta('description')).toContain(industry?.ja);
    expect(page.meta('description')).toMatch(/[ぁ-んァ-ン]/);
    expect(page.meta('description')?.length).toBeLessThanOrEqual(155);
    // The tabs are views of one page; the slug is the name's, whatever the visitor came by.
    expect(page.canonical).toBe(`${origin}${encodeURI(companyPath('ja', company))}`);
    expect(page.robots).toBeUndefined();
    expect(page.alternates).toHaveLength(11);
    expect(page.alternates).toContainEqual({ hreflang: 'ja-JP', href: page.canonical });
    expect(page.alternates).toContainEqual({
      hreflang: 'x-default',
      href: `${origin}${encodeURI(companyPath('en', company))}`,
    });
    expect((await get(`/company/${company.id}`)).meta('description')).toContain(industry?.en);
  });

  it('answers an unknown company with the not-found texts, not indexed', async () => {
    const page = await get('/company/nobody-2147483000');
    expect(page.title).toBe('Page not found | Talkhire');
    expect(page.robots).toBe('noindex');
  });
});

describe('a page as sent', () => {
  it('comes in brotli or gzip as the browser takes them, and reads back as the same page', async () => {
    const plain = await app.inject({ url: '/companies', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      url: '/companies',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/cookie/i);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      url: '/companies',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('canonical and hreflang addresses', () => {
  it("make each page's canonical its own alternate, and never list the bare address beside another canonical", async () => {
    const job = await findJob((q) => q.where('j.status', '=', 'active').where('j.edition_id', '=', 167));
    const company = await app.services.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const urls = [
      '/',
      '/ja',
      '/job-search',
      '/ja/job-search?country=jp',
      '/remote-jobs',
      '/companies',
      jobPath('en', job),
      `/job/old-${job.id}`,
      companyPath('en', company),
    ];
    for (const url of urls) {
      const page = await get(url);
      expect(page.canonical, url).toBeDefined();
      expect(
        page.alternates.filter((a) => a.href === page.canonical && a.hreflang !== 'x-default'),
        url,
      ).toHaveLength(1);
      // Lighthouse's check: an address among the alternates whose canonical is another alternate
      // "points to another hreflang location".
      const address = new URL(url, origin).href;
      if (page.alternates.some((a) => a.href === address)) expect(page.canonical, url).toBe(address);
    }
  });

  it('are the ones the sitemap gives', async () => {
    const sitemap = (await app.inject('/sitemaps/ph-1.xml')).body;
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map(([, inner = '']) => ({
      loc: decodeXml(/<loc>([^<]*)<\/loc>/.exec(inner)?.[1] ?? ''),
      alternates: [...inner.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(
        ([, hreflang, href = '']) => ({
          hreflang,
          href: decodeXml(href),
        }),
      ),
    }));
    const checked = [
      ...['/', '/job-search', '/remote-jobs', '/companies'].map((path) =>
        entries.find((e) => e.loc === `${origin}${path}?country=ph`),
      ),
      entries.find((e) => e.loc.includes('/job/')),
    ];
    for (const entry of checked) {
      expect(entry).toBeDefined();
      const page = await get(entry?.loc.slice(origin.length) ?? '');
      expect(page.canonical).toBe(entry?.loc);
      for (const alternate of entry?.alternates ?? [])
        expect(page.alternates, entry?.loc).toContainEqual(alternate);
    }
  });
});

function decodeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface JobPosting {
  '@type': string;
  title: string;
  description: string;
  validThrough: string;
  employmentType: string;
  jobLocation?: object;
  jobLocationType?: string;
  applicantLocationRequirements?: object[];
}

async function findJob(
  where: (q: ReturnType<typeof jobsQuery>) => ReturnType<typeof jobsQuery>,
): Promise<{ id: number; title: string; company: string; posted_at: Date }> {
  const row = await where(jobsQuery()).orderBy('j.id').executeTakeFirstOrThrow();
  return { ...row, posted_at: new Date(row.posted_at) };
}

function jobsQuery() {
  return app.services.db
    .selectFrom('jobs as j')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .select(['j.id', 'j.title', 'c.name as company', 'j.posted_at']);
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
  const html = response.body;
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const decodeEntities = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  return {
    status: response.statusCode,
    html,
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta: (name: string) => {
      const tag = tags(/<meta name="[^"]*" content="[^"]*" \/>/g).find((t) => attr(t, 'name') === name);
      return tag ? decodeEntities(attr(tag, 'content') ?? '') : undefined;
    },
    get robots() {
      return this.meta('robots');
    },
    canonical: (() => {
      const tag = tags(/<link rel="canonical" href="[^"]*" \/>/g)[0];
      return tag ? decodeEntities(attr(tag, 'href') ?? '') : undefined;
    })(),
    alternates: tags(/<link rel="alternate" hreflang="[^"]*" href="[^"]*" \/>/g).map((t) => ({
      hreflang: attr(t, 'hreflang'),
      href: decodeEntities(attr(t, 'href') ?? ''),
    })),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1] ?? 'null'),
    ) as unknown[],
  };
}
