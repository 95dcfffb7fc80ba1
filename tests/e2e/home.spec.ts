import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';

const cardTitles = (page: Page, testId: string) =>
  page.getByTestId(testId).getByTestId('job-card').getByRole('heading', { level: 3 }).allTextContents();
const philippines = { 'country-id': '167', 'language-id': '1' };

test.describe('home and remote jobs', () => {
  test('home shows every section, and a category tab switches the jobs', async ({ page }) => {
    await page.goto('/');
    const home = page.getByTestId('home');
    for (const heading of [
      'Recommended jobs',
      'Hot jobs within 24 hours',
      'Job categories',
      'Popular jobs',
      'Remote jobs',
      'Web3 jobs',
      'Top companies',
      'Latest jobs',
    ])
      await expect(home.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    // Spec §9: 21 recommended jobs at a time.
    await expect(page.getByTestId('home-recommended').getByTestId('job-card')).toHaveCount(21);
    for (const section of ['home-popular', 'home-remote', 'home-latest'])
      await expect(page.getByTestId(section).getByTestId('job-card').first()).toBeVisible();
    await expect(page.getByTestId('top-company').first()).toBeVisible();

    const tabs = page.getByTestId('category-tabs').getByRole('tab');
    await expect(tabs).toHaveText([
      'IT',
      'Banking',
      'HR',
      'Healthcare',
      'CSR/Ops',
      'Finance',
      'Manufacturing',
      'Sales',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('category-panel').getByTestId('job-card').first()).toBeVisible();
    const itJobs = await cardTitles(page, 'category-panel');
    await page.getByRole('tab', { name: 'Sales' }).click();
    await expect(page.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => cardTitles(page, 'category-panel')).not.toEqual(itJobs);
    // The keyboard moves along the tabs too.
    await page.getByRole('tab', { name: 'Sales' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Manufacturing' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Manufacturing' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the remote jobs page groups its search box and searches remote jobs', async ({ page }) => {
    const company = (
      await (await page.request.get('/api/jobs/home/top-companies?size=1', { headers: philippines })).json()
    ).data.companies[0].name as string;
    await page.goto('/');
    await page.getByRole('link', { name: 'Remote jobs', exact: true }).first().click();
    await expect(page).toHaveURL(/\/remote-jobs$/);
    await hydrated(page);
    for (const heading of [
      'Popular remote jobs',
      'Key features',
      'AI career coach',
      'Build your resume in 4 steps',
      'Get the Talkhire app',
      'From the blog',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByTestId('home-remote').getByTestId('job-card').first()).toBeVisible();
    await expect(page.getByTestId('remote-resume').getByRole('listitem')).toHaveCount(4);

    const box = page.getByTestId('remote-search-input');
    await page.evaluate(() =>
      localStorage.setItem(
        'talkhire_job_search_history',
        JSON.stringify([{ query: 'accountant', url: 'accountant-jobs' }]),
      ),
    );
    await box.focus();
    await expect(page.getByRole('group', { name: 'Search history' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Popular search' }).getByRole('option').first(),
    ).toBeVisible();

    await box.fill(company.slice(0, 5));
    await expect(
      page.getByRole('group', { name: 'Company name' }).getByRole('option', { name: company }),
    ).toBeVisible();
    await page.getByRole('group', { name: 'Company name' }).getByRole('option', { name: company }).click();
    await expect(page).toHaveURL(/\/company\/[a-z0-9-]+-\d+\?tab=remote$/);
    await page.goBack();
    await box.fill('nurs');
    await expect(page.getByRole('group', { name: 'Job title' }).getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/nurs-jobs\?workArrangement=remote$/);
    await expect(page.getByTestId('search-total')).toBeVisible();
  });

  test('the search page records the search and shows related and hot searches', async ({ page }) => {
    const device = `e2e-${Date.now()}`;
    for (const query of ['developer', 'software engineer'])
      await page.request.post('/api/metrics/job-hot-search', {
        headers: philippines,
        data: { device, page: 'job_search', source: 'web', query },
      });
    const recorded = page.waitForRequest(
      (r) => r.url().endsWith('/api/metrics/job-hot-search') && r.postDataJSON().query === 'developer',
    );
    await page.goto('/developer-jobs');
    await recorded;
    const related = page.getByTestId('related-searches');
    await expect(related.getByRole('link', { name: 'software engineer', exact: true })).toBeVisible();
    await expect(
      page.getByTestId('hot-searches').getByRole('link', { name: 'developer', exact: true }),
    ).toBeVisible();
    await related.getByRole('link', { name: 'software engineer', exact: true }).click();
    await expect(page).toHaveURL(/\/software-engineer-jobs$/);
  });

  test('a job page recommends courses of its category', async ({ page }) => {
    await page.goto('/job-search');
    await page.getByTestId('job-card').first().getByRole('link').first().click();
    const courses = page.getByTestId('recommended-courses');
    await expect(courses.getByRole('heading', { name: 'Recommended courses' })).toBeVisible();
    await expect(courses.getByTestId('course')).toHaveCount(3);
  });
});
