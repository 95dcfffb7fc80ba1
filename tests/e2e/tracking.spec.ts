import type { APIRequestContext, Page } from '@playwright/test';
import type { TAnalytics } from '@talkhire/contracts';
import { opsToken } from '../playwright.config';
import { uniqueEmail } from './support/accounts';
import { codeIn, waitForMessage } from './support/mailbox';
import { expect, hydrated, test } from './support/test';

/** The figures of the analytics view, read as the team reads them (the ops token in production). */
async function analytics(request: APIRequestContext): Promise<TAnalytics> {
  const response = await request.get('/api/ops/analytics', {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: TAnalytics }).data;
}

const eventCount = (figures: TAnalytics, name: string) =>
  figures.events_per_day.filter((r) => r.name === name).reduce((sum, r) => sum + r.count, 0);
const listRate = (figures: TAnalytics, list: string) =>
  figures.list_ctr.find((r) => r.list === list) ?? { exposures: 0, clicks: 0, rate: 0 };
const funnelStep = (figures: TAnalytics, step: string) =>
  figures.funnel.find((f) => f.step === step)?.count ?? 0;

/** The log beacons the page sends, by route. */
function watchBeacons(page: Page) {
  const sent: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/api/logs/report/'))
      sent.push({ path, body: JSON.parse(request.postData() ?? 'null') });
  });
  return sent;
}

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('job-card');

test.describe('tracking (issue 16)', () => {
  test('a journey from a campaign link to a new account leaves its exposures, clicks and events', async ({
    page,
  }) => {
    const before = await analytics(page.request);
    const beacons = watchBeacons(page);

    // Land from a campaign (notice edition: no consent bar, tracking from the first page).
    await page.goto('/job-search?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-journey');
    await expect(page.getByTestId('consent-bar')).toHaveCount(0);

    // Search.
    const bar = page.getByTestId('search-bar');
    await bar.getByTestId('keyword-input').fill('developer');
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/developer-jobs$/);
    await expect(cards(page).first()).toBeVisible();

    // Scroll the results: each card seen for more than a second is an exposure.
    const shown = Math.min(await cards(page).count(), 6);
    expect(shown).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < shown; i += 1) {
      await cards(page).nth(i).scrollIntoViewIfNeeded();
      await page.waitForTimeout(1_200);
    }

    // Click a job of the list: the click carries the exposure's query id and its position.
    const position = 3;
    const card = cards(page).nth(position - 1);
    const href = await card.getByRole('link').getAttribute('href');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => beacons.some((b) => b.path === '/api/logs/report/click')).toBe(true);
    const click = beacons.find((b) => b.path === '/api/logs/report/click')!.body as {
      data: { query_id: string; position: number; list: string; job_id: number };
    };
    expect(click.data).toMatchObject({ position, list: 'search', job_id: Number(href!.split('-').at(-1)) });
    // The list's exposures (sent in batches as cards were seen) share the click's query id.
    const exposed = beacons
      .filter((b) => b.path === '/api/logs/report/expose')
      .map((b) => (b.body as { data: { query_id: string; job_ids: number[]; positions: number[] } }).data)
      .filter((data) => data.query_id === click.data.query_id);
    expect(
      exposed.flatMap((data) => data.positions),
      JSON.stringify(beacons.map((b) => [b.path, b.body])),
    ).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(exposed.flatMap((data) => data.job_ids)).toContain(click.data.job_id);
    // Nothing typed reaches a beacon: the query is the search's own request, never a log's.
    expect(JSON.stringify(beacons)).not.toContain('developer');

    // Save it: a guest is sent to get started. The job page was a page load (public pages link by
    // page loads): its button acts once it has hydrated.
    await hydrated(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/get-started\?redirect=/);
    // A page load from the public runtime into the app: its buttons act once it has hydrated.
    await hydrated(page);

    // Get started, and sign up with the mailed code.
    const email = uniqueEmail('tracked');
    await page.getByTestId('continue-email').click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = codeIn(await waitForMessage(page.request, email, { matching: /sign-in code/ }));
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Signed up, back where the save began.
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('logout')).toBeVisible();

    // The rows are in the database (the relay writes in batches: poll). Other journeys may run
    // beside this one on the same database, so each figure grew by at least this journey's part.
    const grew = (now: TAnalytics, figure: (f: TAnalytics) => number, by = 1) =>
      figure(now) - figure(before) >= by;
    await expect
      .poll(
        async () => {
          const now = await analytics(page.request);
          return Object.entries({
            search_click: grew(now, (f) => eventCount(f, 'search_click')),
            position_click: grew(now, (f) => eventCount(f, 'position_click')),
            job_favorites_click: grew(now, (f) => eventCount(f, 'job_favorites_click')),
            get_started_click: grew(now, (f) => eventCount(f, 'get_started_click')),
            sign_up: grew(now, (f) => eventCount(f, 'sign_up')),
            page_view: grew(now, (f) => eventCount(f, 'page_view'), 4),
            search_exposures: grew(now, (f) => listRate(f, 'search').exposures, 3),
            search_clicks: grew(now, (f) => listRate(f, 'search').clicks),
            landing: grew(now, (f) => funnelStep(f, 'landing')),
            get_started: grew(now, (f) => funnelStep(f, 'get_started')),
            registered: grew(now, (f) => funnelStep(f, 'registered')),
          })
            .filter(([, done]) => !done)
            .map(([figure]) => figure);
        },
        { timeout: 15_000, message: 'figures that did not grow' },
      )
      .toEqual([]);
    const after = await analytics(page.request);
    const third = after.search_ctr_by_position.find((r) => r.position === position);
    expect(third?.clicks).toBeGreaterThanOrEqual(1);
    expect(third?.exposures).toBeGreaterThanOrEqual(1);

    // The analytics view draws them.
    await page.goto('/dev/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    for (const chart of ['events', 'search-ctr', 'list-ctr', 'funnel'])
      await expect(page.getByTestId(`analytics-${chart}-chart`).locator('canvas')).toBeVisible();
    const funnel = page.getByTestId('analytics-funnel');
    await funnel.getByText('Figures').click();
    await expect(funnel.getByRole('row', { name: /^Registered \d+$/ })).toBeVisible();
    const lists = page.getByTestId('analytics-list-ctr');
    await lists.getByText('Figures').click();
    await expect(lists.getByRole('row', { name: /^search \d+ \d+ [\d.]+%$/ })).toBeVisible();
  });

  test('an opt-in edition asks first and sends nothing before consent', async ({ page }) => {
    const beacons = watchBeacons(page);
    await page.goto('/?country=gb');
    const bar = page.getByTestId('consent-bar');
    await expect(bar).toBeVisible();
    // Long enough for a batch to have gone (2 s) if anything were sent.
    await page.waitForTimeout(2_500);
    expect(beacons).toEqual([]);
    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar).toHaveCount(0);
    await expect
      .poll(() => beacons.some((b) => b.path === '/api/logs/report/events'), { timeout: 6_000 })
      .toBe(true);
    // Remembered: the next page does not ask again.
    await page.reload();
    await expect(page.getByTestId('consent-bar')).toHaveCount(0);
  });
});
