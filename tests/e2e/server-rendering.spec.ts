import type { APIRequestContext } from '@playwright/test';
import { signUpSeekerViaApi } from './support/accounts';
import { expect, test } from './support/test';

interface SearchJob {
  id: number;
  title: string;
  status?: string;
  company: { name: string };
}

/** The jobs the API finds for a search, as a crawler's page must show them. */
async function searchJobs(request: APIRequestContext, query = ''): Promise<SearchJob[]> {
  const response = await request.get(`/api/jobs/search${query}`, { headers: { 'country-id': '167' } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.jobs as SearchJob[];
}

/** A job of the given status among the first few hundred ids (the demo data has some of each). */
async function jobWithStatus(request: APIRequestContext, status: string): Promise<SearchJob | undefined> {
  for (let id = 1; id <= 400; id++) {
    const response = await request.get(`/api/jobs/${id}`);
    if (response.status() !== 200) continue;
    const job = (await response.json()).data as SearchJob;
    if (job.status === status) return job;
  }
  return undefined;
}

/** The HTML inside the app root, with the markup's entities as they are (titles are escaped). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="talkhire-state">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test.describe('pages rendered on the server', () => {
  test('a search page holds the jobs the API finds, before any script runs', async ({ request }) => {
    const jobs = await searchJobs(request);
    const response = await request.get('/job-search');
    expect(response.status()).toBe(200);
    const root = rootOf(await response.text());
    for (const job of jobs.slice(0, 5)) expect(root).toContain(escaped(job.title));
  });

  test('a job page holds the job, its company and its JobPosting', async ({ request }) => {
    const [job] = await searchJobs(request);
    const response = await request.get(`/job/x-${job!.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(rootOf(html)).toContain(escaped(job!.title));
    expect(rootOf(html)).toContain(escaped(job!.company.name));
    expect(html).toContain('"@type":"JobPosting"');
  });

  test('answers unknown pages 404, a closed job 410 kept out of the index, a missing job 404', async ({
    request,
  }) => {
    const unknown = await request.get('/no/such/page');
    expect(unknown.status()).toBe(404);
    expect(rootOf(await unknown.text())).toContain('data-testid="not-found"');
    expect((await request.get('/not-a-search-slug')).status()).toBe(404);
    expect((await request.get('/job/gone-999999999')).status()).toBe(404);

    const closed = await jobWithStatus(request, 'closed');
    expect(closed).toBeDefined();
    const page = await request.get(`/job/x-${closed!.id}`);
    expect(page.status()).toBe(410);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(rootOf(html)).toContain('data-testid="job-closed"');
  });

  test('renders Arabic right to left on the server', async ({ request }) => {
    const html = await (await request.get('/ar/job-search')).text();
    expect(html).toMatch(/<html lang="ar[^"]*" dir="rtl">/);
    expect(rootOf(html)).toMatch(/[\u0600-\u06ff]/);
  });

  test('revalidates HTML by ETag and caches hashed assets for a year', async ({ request }) => {
    const first = await request.get('/companies');
    const etag = first.headers().etag;
    expect(first.headers()['cache-control']).toBe('no-cache');
    expect(etag).toBeTruthy();
    const again = await request.get('/companies', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);

    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await first.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('hydrates what the server rendered without a mismatch, and the page then works', async ({ page }) => {
    // The console-error fixture fails the test on any hydration error React reports.
    const [job] = await searchJobs(page.request);
    await page.goto('/job-search');
    const card = page.getByTestId('job-card').getByRole('link', { name: job!.title }).first();
    await expect(card).toBeVisible();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await card.click();
    await expect(page.getByTestId('job-title')).toHaveText(job!.title);
  });

  test('answers a signed-in page asked for by a visitor with a redirect to get started', async ({ page }) => {
    // Rendered on the server, such a page had no content and sent the browser on only once its
    // script ran; the server now answers where the page would go.
    for (const asked of ['/my-jobs/saved?sort=2', '/ja/chat', '/profile']) {
      const answer = await page.request.get(asked, { maxRedirects: 0 });
      expect(answer.status(), asked).toBe(302);
      const location = new URL(answer.headers().location ?? '', 'http://x');
      expect(location.pathname, asked).toBe(asked.startsWith('/ja/') ? '/ja/get-started' : '/get-started');
      expect(location.searchParams.get('redirect'), asked).toBe(asked);
    }
    // Signed in, the same address is the page itself.
    await signUpSeekerViaApi(page);
    const mine = await page.request.get('/my-jobs/saved?sort=2', { maxRedirects: 0 });
    expect(mine.status()).toBe(200);
    expect(await mine.text()).toContain('data-testid="my-jobs');
  });

  test('serves public pages with the public runtime and the rest of the site with the app', async ({
    request,
  }) => {
    // The entry script of a page: public.html's (no router, no i18next) or index.html's.
    const entryOf = async (address: string) =>
      /<script type="module"[^>]*src="\/assets\/(public|main)-/.exec(
        await (await request.get(address)).text(),
      )?.[1];
    const [job] = await searchJobs(request);
    for (const address of [
      '/',
      '/software-engineer-jobs',
      `/job/x-${job!.id}`,
      '/companies',
      '/remote-jobs',
      '/ar/no-such/page',
    ])
      expect(await entryOf(address), address).toBe('public');
    for (const address of ['/get-started', '/my-jobs', '/chat'])
      expect(await entryOf(address), address).toBe('main');
  });

  test("leaves the footer's flags until a phone scrolls to them", async ({ page }) => {
    // Nineteen flags, some of them large drawings (Serbia's is 42 KB), are below a phone's first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const [job] = await searchJobs(page.request);
    const flags = new Set<string>();
    page.on('request', (request) => {
      if (/\/assets\/[a-z]{2,3}-[\w-]+\.svg$/.test(request.url())) flags.add(request.url());
    });
    await page.goto(`/job/x-${job!.id}`, { waitUntil: 'load' });
    // The header's edition switcher shows the visitor's own flag.
    expect(flags.size).toBeLessThanOrEqual(1);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => flags.size).toBeGreaterThanOrEqual(15);
  });

  test("tells the server the browser's time zone for the pages it renders next", async ({ browser }) => {
    // Found in a worker (ui/time-zone-worker.ts), off the thread that hydrates the page.
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await page.goto('/');
    const zone = async () => (await context.cookies()).find((c) => c.name === 'tz')?.value;
    await expect.poll(zone).toBe(encodeURIComponent('Asia/Tokyo'));
    await context.close();
  });
});
