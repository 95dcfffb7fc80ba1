import type { Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { jobPagePath } from './support/job-path';
import { expect, test } from './support/test';

interface FirstJob {
  id: number;
  title: string;
  company: { name: string };
}

/** The first job of the API's search, and its page address. */
async function firstSearchResult(page: Page, countryId = '167'): Promise<{ job: FirstJob; path: string }> {
  const response = await page.request.get('/api/jobs/search', { headers: { 'country-id': countryId } });
  expect(response.status()).toBe(200);
  const job = (await response.json()).data.jobs[0] as FirstJob;
  return { job, path: jobPagePath(job) };
}

test.describe('job detail', () => {
  test('shows the job with its fields, map link and similar jobs', async ({ page }) => {
    const { job, path } = await firstSearchResult(page);
    await page.goto(path);
    await expect(page.getByTestId('job-title')).toHaveText(job.title);
    await expect(page.getByTestId('job-company')).toContainText(job.company.name);
    await expect(page.getByTestId('job-description')).not.toBeEmpty();
    await expect(page.getByTestId('job-facts')).toContainText('Job type');
    await expect(page.getByTestId('job-posted')).toContainText('Posted');
    // The response rate and reply time show only once real chats give them (relay tests cover both).
    await expect(page.getByTestId('job-recruiter')).toContainText('Boss');
    const map = page.getByTestId('job-map-link');
    if (await map.count()) await expect(map).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=/);
    const similar = page.getByTestId('similar-jobs').getByRole('listitem');
    await expect(similar.first()).toBeVisible();
    expect(await similar.count()).toBeLessThanOrEqual(5);
  });

  test('a signed-in seeker saves the job, then undoes the save after confirming', async ({ page }) => {
    const { job, path } = await firstSearchResult(page);
    await registerViaApi(page, { staySignedIn: true });
    await page.goto(path);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Undo save' })).toBeVisible();
    expect((await (await page.request.get(`/api/jobs/${job.id}/is-saved`)).json()).data.is_saved).toBe(true);

    await page.getByRole('button', { name: 'Undo save' }).click();
    const dialog = page.getByTestId('unsave-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Undo save' }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    expect((await (await page.request.get(`/api/jobs/${job.id}/is-saved`)).json()).data.is_saved).toBe(false);
  });

  test('a guest who saves is sent to sign in and back', async ({ page }) => {
    const { path } = await firstSearchResult(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/get-started\?redirect=%2Fjob%2F/);
  });

  test('a visitor reports the job with one of the grouped reasons', async ({ page }) => {
    const { path } = await firstSearchResult(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByTestId('report-dialog');
    await expect(dialog.getByRole('group', { name: 'Spam or scam' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Needs updating or fixing' })).toBeVisible();
    await dialog
      .getByRole('group', { name: 'Discriminatory or offensive' })
      .getByRole('radio')
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByTestId('report-success')).toHaveText('Job Reported Successfully');
  });

  test("a job in Japan shows Japan's working terms", async ({ page }) => {
    const { path } = await firstSearchResult(page, '105');
    await page.goto(path);
    const terms = page.getByTestId('job-japan-terms');
    await expect(terms).toContainText('Passive smoking measures');
    await expect(terms).toContainText(/禁煙/);
  });

  test('a closed job shows the closed screen, the job named, and where to look next', async ({ page }) => {
    // The demo seed closes a share of jobs; the first one found among the low ids is used.
    let closed: FirstJob | undefined;
    for (let id = 1; id <= 400 && !closed; id++) {
      const response = await page.request.get(`/api/jobs/${id}`);
      const job = (await response.json()).data as FirstJob & { status: string };
      if (job.status === 'closed') closed = job;
    }
    expect(closed).toBeDefined();
    await page.goto(`/job/${closed!.id}`);
    const screen = page.getByTestId('job-closed');
    await expect(screen.getByRole('heading', { name: 'This job is closed' })).toBeVisible();
    await expect(screen).toContainText(closed!.title);
    await expect(screen).toContainText(closed!.company.name);
    await expect(page).toHaveTitle(`Closed: ${closed!.title} at ${closed!.company.name} | Talkhire`);
    await screen.getByRole('link', { name: 'Browse jobs' }).click();
    await expect(page).toHaveURL(/\/job-search$/);
    await expect(page).toHaveTitle(/^Jobs in .+ \| Talkhire$/);
  });

  test('an unknown job shows the not-found state', async ({ page, consoleErrors }) => {
    // The made-up job id is unknown on purpose (404).
    consoleErrors.allow(/jobs\/2000000000.*status of 404/);
    await page.goto('/job/no-such-job-2000000000');
    await expect(page.getByRole('heading', { name: 'Oops! This position is no longer open' })).toBeVisible();
  });
});
