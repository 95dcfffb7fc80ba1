import type { APIRequestContext, Page } from '@playwright/test';
import { registerCompleteSeekerViaApi, signOutViaApi } from './support/accounts';
import { expect, test } from './support/test';

interface OnsiteJobs {
  jobs: {
    id: number;
    title: string;
    location: { value: string } | null;
    work_arrangement: { key: string };
  }[];
  total_num: number;
  total_pages: number;
  basis: 'preferences' | 'newest';
  preferences: { function_title: { value: string }; location: { value: string } | null }[];
}

/** The list the API gives whoever `request` is (the page's cookies, or none), in the Philippines edition. */
async function onsiteJobs(request: APIRequestContext, query = ''): Promise<OnsiteJobs> {
  const response = await request.get(`/api/jobs/onsite-jobs${query}`, { headers: { 'country-id': '167' } });
  expect(response.status()).toBe(200);
  return (await response.json()).data as OnsiteJobs;
}

const cards = (page: Page) => page.getByTestId('job-card');
const total = (page: Page) => page.getByTestId('onsite-total');
/** The results are settled: the answer for the current URL is on screen. */
const settled = (page: Page) =>
  expect(page.getByTestId('onsite-results')).toHaveAttribute('aria-busy', 'false');

/** The HTML inside the app root, as the server sent it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="talkhire-state">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

test.describe('the on-site jobs landing page', () => {
  test('after sign-in the seeker lands on jobs matching the on-site preference; filters, pages, empty state', async ({
    page,
  }) => {
    // A seeker with a completed profile and an on-site preference: Frontend Developer in Metro Manila.
    const account = await registerCompleteSeekerViaApi(page);
    await signOutViaApi(page);
    await page.goto('/get-started');
    await page.getByTestId('continue-email').click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Password').fill(account.password);
    await page.getByTestId('submit-password').click();

    // Spec §4: a completed profile lands on /onsite-job.
    await expect(page).toHaveURL(/\/onsite-job$/);
    await expect(page.getByRole('heading', { level: 1, name: 'On-site and hybrid jobs' })).toBeVisible();
    const chip = page.getByTestId('preference-chip');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText('Frontend Developer');
    await expect(chip).toContainText('Metro Manila');
    await expect(chip).toContainText('On-site');

    // The list is the API's, best fit first: the top job is in the preference's city.
    const matched = await onsiteJobs(page.request);
    expect(matched.basis).toBe('preferences');
    expect(matched.total_pages).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(30);
    await expect(cards(page).first()).toContainText(matched.jobs[0]!.title);
    await expect(cards(page).first()).toContainText('Metro Manila');
    await expect(total(page)).toHaveText(`${matched.total_num} jobs found`);
    const arrangements = await cards(page).evaluateAll((all) => all.map((c) => c.textContent ?? ''));
    for (const text of arrangements) expect(text).toMatch(/On-site|Hybrid/);
    expect(arrangements.join()).not.toContain('Remote');

    // A filter narrows the list and is in the URL; the back button undoes it.
    await page.getByTestId('filter-work-arrangement').selectOption({ label: 'Hybrid' });
    await expect(page).toHaveURL(/\/onsite-job\?workArrangement=hybrid$/);
    await settled(page);
    const hybrid = await onsiteJobs(page.request, '?work_arrangements=2');
    expect(hybrid.total_num).toBeLessThan(matched.total_num);
    await expect(total(page)).toHaveText(`${hybrid.total_num} jobs found`);
    for (const text of await cards(page).evaluateAll((all) => all.map((c) => c.textContent ?? '')))
      expect(text).toContain('Hybrid');
    await page.goBack();
    await expect(page).toHaveURL(/\/onsite-job$/);
    await expect(total(page)).toHaveText(`${matched.total_num} jobs found`);

    // Page 2: the next 30, none of the first page's.
    const firstPage = await cards(page).locator('h3').allTextContents();
    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/onsite-job\?page=2$/);
    await settled(page);
    const second = await onsiteJobs(page.request, '?page=2');
    await expect(cards(page).first()).toContainText(second.jobs[0]!.title);
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondIds = new Set(second.jobs.map((j) => j.id));
    expect(matched.jobs.some((j) => secondIds.has(j.id))).toBe(false);
    expect(firstPage).not.toContain(second.jobs[0]!.title);

    // An impossible filter shows the spec's empty state; clearing the filters brings the jobs back.
    await page.goto('/onsite-job?salary=900000000');
    await expect(page.getByRole('heading', { name: 'No matching jobs found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find any match for your search.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByTestId('onsite-empty').getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/onsite-job$/);
    await expect(cards(page)).toHaveCount(30);

    // Rendered on the server: the seeker's HTML already holds the chips and the best-fitting jobs.
    const html = rootOf(await (await page.request.get('/onsite-job')).text());
    expect(html).toContain('data-testid="preference-chip"');
    for (const job of matched.jobs.slice(0, 5)) expect(html).toContain(escaped(job.title));
  });

  test('a visitor gets the newest on-site and hybrid jobs and the way to preferences, rendered on the server', async ({
    page,
    request,
  }) => {
    const newest = await onsiteJobs(request);
    expect(newest.basis).toBe('newest');
    const html = rootOf(await (await request.get('/onsite-job')).text());
    expect(html).toContain('data-testid="onsite-prompt"');
    for (const job of newest.jobs.slice(0, 5)) expect(html).toContain(escaped(job.title));

    await page.goto('/onsite-job');
    await expect(page.getByTestId('onsite-prompt')).toContainText('Get jobs matched to you');
    await expect(page.getByTestId('set-preferences')).toHaveAttribute(
      'href',
      `/get-started?redirect=${encodeURIComponent('/onsite-job')}`,
    );
    await expect(cards(page).first()).toContainText(newest.jobs[0]!.title);
    await expect(page).toHaveTitle('On-site and hybrid jobs | Talkhire');
  });

  test('reads right to left in Arabic', async ({ page }) => {
    await page.goto('/ar/onsite-job?workArrangement=on-site');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'وظائف في مقر العمل وهجينة' })).toBeVisible();
    await expect(page.getByTestId('filter-work-arrangement')).toHaveValue('1');
    await expect(cards(page).first()).toContainText('من مقر العمل');
    await expect(page.getByTestId('set-preferences')).toHaveText('تسجيل الدخول');
  });
});
