import type { Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { jobPagePath } from './support/job-path';
import { expect, hydrated, test } from './support/test';

interface SearchJob {
  id: number;
  title: string;
  posted_at: string;
}

const headers = { 'country-id': '167', 'language-id': '1' };

/** Two jobs of the Philippines edition posted at different times: the newer first. */
async function twoJobs(page: Page): Promise<[SearchJob, SearchJob]> {
  const response = await page.request.get('/api/jobs/search?sort=2&size=30', { headers });
  const jobs = (await response.json()).data.jobs as SearchJob[];
  const newer = jobs[0]!;
  const older = jobs.find(
    (j) => Date.parse(j.posted_at) < Date.parse(newer.posted_at) && j.title !== newer.title,
  );
  if (!older) throw new Error('the seed has no two jobs posted at different times');
  return [newer, older];
}

test.describe('My Jobs', () => {
  test('a visitor is sent to sign in first and comes back', async ({ page }) => {
    await page.goto('/my-jobs/saved');
    await expect(page).toHaveURL(/\/get-started\?redirect=%2Fmy-jobs%2Fsaved/);
  });

  test('a seeker saves two jobs, sees them in Saved newest first, and unsaves one after confirming', async ({
    page,
  }) => {
    const [newer, older] = await twoJobs(page);
    await registerViaApi(page, { staySignedIn: true });
    // Saved newer first, so the latest save (the default order without preferences) is the older job.
    for (const job of [newer, older]) {
      await page.goto(jobPagePath(job));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Undo save' })).toBeVisible();
    }

    await page.getByTestId('my-jobs-link').click();
    await expect(page).toHaveURL(/\/my-jobs$/);
    // From a public page the link loads the app's runtime: a key pressed before it hydrates is lost.
    await hydrated(page);
    const forYou = page.getByRole('tab', { name: 'For You' });
    await expect(forYou).toHaveAttribute('aria-selected', 'true');
    // The tab list works from the keyboard: the arrow key moves to and opens the next tab.
    await forYou.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/my-jobs\/saved$/);
    const saved = page.getByRole('tab', { name: 'Saved' });
    await expect(saved).toBeFocused();
    await expect(saved).toHaveAttribute('aria-selected', 'true');

    const panel = page.getByRole('tabpanel', { name: 'Saved' });
    const items = panel.getByTestId('my-jobs-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(older.title);

    await panel.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/\/my-jobs\/saved\?sort=2$/);
    await expect(items.first()).toContainText(newer.title);
    await expect(items.nth(1)).toContainText(older.title);

    await items.first().getByRole('button', { name: 'Undo save' }).click();
    const dialog = page.getByTestId('unsave-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Undo save' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(older.title);
    const isSaved = await page.request.get(`/api/jobs/${newer.id}/is-saved`);
    expect((await isSaved.json()).data.is_saved).toBe(false);
  });

  test('For You shows jobs that fit the job preference', async ({ page }) => {
    const [job] = await twoJobs(page);
    await registerViaApi(page, { staySignedIn: true });
    const detail = (await (await page.request.get(`/api/jobs/${job.id}`, { headers })).json()).data;
    const created = await page.request.post('/api/jobseekers/job-preferences/create', {
      headers,
      data: {
        function_title_id: detail.function_title.id,
        job_type_id: detail.job_type.id,
        industry_id: detail.industry.id,
        location_id: 2001,
        salary_min: 30_000,
        salary_max: 50_000,
        currency: 'php',
        pay_type_id: 2,
        work_language_id: 1,
        work_arrangement: 'onsite',
        work_timezone_id: 23,
      },
    });
    expect(created.status()).toBe(200);

    await page.goto('/my-jobs');
    const panel = page.getByRole('tabpanel', { name: 'For You' });
    await expect(panel.getByTestId('job-card').first()).toBeVisible();
    await expect(panel.getByTestId('my-jobs-total')).toHaveText(/\d+ jobs?/);
    await expect(panel.getByText(job.title).first()).toBeVisible();
  });

  test('a new account sees the empty states, each leading to the job search', async ({ page }) => {
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/my-jobs/communicated');
    await expect(page.getByTestId('my-jobs-empty-communicated')).toContainText(
      'No applications or chats yet',
    );
    await page.goto('/my-jobs/who-viewed-me');
    const empty = page.getByTestId('my-jobs-empty-who_viewed_me');
    await expect(empty).toContainText('No one has viewed your profile yet');
    await page.goto('/my-jobs');
    await expect(page.getByTestId('my-jobs-empty-for_you_no_preferences')).toBeVisible();
    await page.getByRole('tab', { name: 'Who viewed me' }).click();
    await page.getByTestId('my-jobs-search-jobs').click();
    await expect(page).toHaveURL(/\/job-search$/);
  });

  test('in Arabic the page reads right to left and the left arrow opens the next tab', async ({ page }) => {
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/ar/my-jobs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('وظائفي');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'مقترحة لك' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/ar\/my-jobs\/saved$/);
    await expect(page.getByRole('tab', { name: 'المحفوظة' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('my-jobs-empty-saved')).toContainText('لا توجد وظائف محفوظة بعد');
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/\/ar\/my-jobs\/who-viewed-me$/);
  });
});
