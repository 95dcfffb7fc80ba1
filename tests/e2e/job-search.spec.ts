import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const total = (page: Page) => page.getByTestId('search-total');
// The search page's cards: a navigation keeps the last page (home's cards) on screen until it is ready.
const cards = (page: Page) => page.getByTestId('job-search').getByTestId('job-card');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();
const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);

test.describe('job search', () => {
  test('a keyword searched from home lands on {query}-jobs with results, and is remembered', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByTestId('home').getByTestId('search-bar');
    await hero.getByRole('combobox', { name: 'Job title or keyword' }).fill('developer');
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/developer-jobs$/);
    await expect(total(page)).toHaveText(/^\d+ jobs? found$/);
    await expect(cards(page).first()).toBeVisible();
    expect((await titles(page)).some((t) => /develop/i.test(t))).toBe(true);
    await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/job\/[^/]+-\d+$/);

    const keyword = page.getByTestId('keyword-input');
    await keyword.fill('');
    await keyword.focus();
    await expect(page.getByRole('option', { name: 'developer' })).toBeVisible();
    await keyword.fill('nurs');
    await expect(page.getByRole('option', { name: /nurs/i }).first()).toBeVisible();
  });

  test('a filter changes the URL and the results, and survives a reload', async ({ page }) => {
    await page.goto('/developer-jobs');
    await expect(total(page)).toBeVisible();
    const before = await total(page).textContent();
    const jobType = page.getByTestId('filter-job-type');
    await jobType.locator('summary', { hasText: 'Job type' }).click();
    const first = jobType.getByRole('checkbox').first();
    const shownJobType = (await jobType.locator('label').first().textContent())!;
    // The boxes follow the URL, so they are clicked and the URL is awaited rather than 'check()'ed.
    await first.click();
    await expect(page).toHaveURL(/\/developer-jobs\?jobType=[a-z-]+$/);
    await expect(total(page)).not.toHaveText(before!);
    const after = await total(page).textContent();
    for (const card of await cards(page).all()) await expect(card).toContainText(shownJobType);

    // A second job type widens the search: either of the two.
    await jobType.getByRole('checkbox').nth(1).click();
    await expect(page).toHaveURL(/\/developer-jobs\?jobType=[a-z-]+,[a-z-]+$/);
    await expect(jobType).toContainText('2 selected');
    await jobType.getByRole('checkbox').nth(1).click();
    await expect(total(page)).toHaveText(after!);

    await page.reload();
    await expect(page.getByTestId('filter-job-type').getByRole('checkbox').first()).toBeChecked();
    await expect(total(page)).toHaveText(after!);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/developer-jobs$/);
    await expect(total(page)).toHaveText(before!);
  });

  test('pages through the results with the page parameter', async ({ page }) => {
    await page.goto('/job-search');
    await expect(cards(page)).toHaveCount(30);
    const first = await titles(page);
    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/job-search\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => titles(page)).not.toEqual(first);
    await page.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/job-search$/);
  });

  test('searches a Japanese query in the Japanese edition', async ({ page }) => {
    await page.goto('/ja?country=jp');
    const hero = page.getByTestId('home').getByTestId('search-bar');
    await hero.getByTestId('keyword-input').fill('エンジニア');
    await hero.getByTestId('keyword-input').press('Enter');
    await expect.poll(() => path(page)).toBe('/ja/エンジニア-jobs');
    await expect(cards(page).first()).toBeVisible();
    for (const title of await titles(page)) expect(title).toContain('エンジニア');
    await expect(page.getByTestId('job-salary').first()).toContainText(/[¥￥]|円/);
  });

  test('shows the empty states in the spec wording', async ({ page }) => {
    await page.goto('/zzqxvbnm-jobs');
    await expect(page.getByRole('heading', { name: 'No matching jobs found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find any match for your search.")).toBeVisible();

    await page.goto('/job-search?industry=no-such-industry');
    await expect(
      page.getByText('The industry you are searching for does not exist, please try another one.'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('sorts by newest', async ({ page }) => {
    await page.goto('/job-search');
    await expect(cards(page).first()).toBeVisible();
    await page.getByTestId('sort-select').selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/\/job-search\?sort=2$/);
    await expect(page.getByTestId('sort-select')).toHaveValue('2');
    await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page)).toHaveCount(30);
    const posted = await page
      .getByTestId('job-posted')
      .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });
});
