import type { Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { expect, test } from './support/test';

const ph = { 'country-id': '167' };

interface Company {
  id: number;
  name: string;
}
interface Job {
  id: number;
  title: string;
  company: { id: number; name: string };
}

/** The Philippine company hiring most, and one of its jobs that a title search lists on its first page. */
async function hiringCompany(page: Page): Promise<{ company: Company; job: Job }> {
  const featured = await page.request.get('/api/companies/search?size=5', { headers: ph });
  const companies = (await featured.json()).data.companies as Company[];
  for (const company of companies) {
    const jobs = (
      await (await page.request.get(`/api/companies/${company.id}/jobs?size=50`, { headers: ph })).json()
    ).data.jobs as Job[];
    for (const job of jobs) {
      const search = await page.request.get(`/api/jobs/search?query=${encodeURIComponent(job.title)}`, {
        headers: ph,
      });
      const found = (await search.json()).data.jobs as Job[];
      if (found.some((j) => j.id === job.id)) return { company, job };
    }
  }
  throw new Error('no company with a job findable by its title');
}

/** Runs the keyword search of the search page and waits for its answer. */
async function searchJobs(page: Page, query: string) {
  await page.goto('/job-search');
  const keyword = page.getByTestId('keyword-input').first();
  await keyword.fill(query);
  await keyword.press('Enter');
  await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
}

test.describe('companies', () => {
  test('search a company, open it, use its tabs and search its jobs', async ({ page }) => {
    const { company, job } = await hiringCompany(page);
    await page.goto('/companies');
    await page.getByTestId('company-search-input').fill(company.name);
    await page.getByTestId('company-suggestions').getByRole('option', { name: company.name }).click();

    await expect(page.getByTestId('company-name')).toHaveText(company.name);
    await expect(page).toHaveURL(new RegExp(`/company/[^/]*-${company.id}$`));
    await expect(page.getByTestId('company-response-rate')).toContainText(/\d+%|Not enough replies/);

    await page.getByTestId('company-tab-jobs').click();
    const total = page.getByTestId('company-jobs-total');
    await expect(total).toContainText(/\d+ jobs?/);
    const all = Number((await total.textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByTestId('job-card').first()).toBeVisible();

    const word = job.title.split(/\s+/).find((w) => w.length > 3) ?? job.title;
    await page.getByTestId('company-job-query').fill(word);
    await page.getByTestId('company-job-search').click();
    await expect(page).toHaveURL(/tab=jobs&query=/);
    const expected = (
      await (
        await page.request.get(`/api/companies/${company.id}/jobs?query=${encodeURIComponent(word)}`, {
          headers: ph,
        })
      ).json()
    ).data.total_num as number;
    expect(expected).toBeLessThanOrEqual(all);
    await expect(total).toHaveText(new RegExp(`^${expected} jobs?$`));
    await expect(page.getByTestId('job-card').getByRole('link', { name: job.title }).first()).toBeVisible();
    for (const title of await page.getByTestId('job-card').getByRole('heading').allTextContents())
      expect(title.toLowerCase()).toContain(word.toLowerCase());

    await page.getByTestId('company-tab-life').click();
    await expect(page.getByTestId('company-benefits').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('company-culture')).toBeVisible();
    await page.getByTestId('company-tab-about').click();
    await expect(page.getByTestId('company-business')).toContainText('Registered capital');
    await expect(page.getByTestId('business-explanation')).toContainText('business registry');
    await page.getByTestId('company-tab-remote').click();
    await expect(page.getByTestId('company-panel-remote')).toContainText('Remote jobs');

    await page.getByTestId('company-report').click();
    const dialog = page.getByTestId('company-report-dialog');
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog.getByTestId('company-report-done')).toContainText('Company reported successfully');
  });

  test('blocking a company hides its jobs from search; unblocking in Block Company brings them back', async ({
    page,
  }) => {
    const { company, job } = await hiringCompany(page);
    await registerViaApi(page, { staySignedIn: true });
    const companyCards = page.getByTestId('job-card').filter({ hasText: company.name });

    await searchJobs(page, job.title);
    await expect(companyCards.first()).toBeVisible();

    await page.goto(`/company/x-${company.id}`);
    await page.getByTestId('company-block').click();
    await page.getByTestId('company-block-confirm').getByRole('button', { name: 'Block company' }).click();
    await expect(page.getByTestId('company-blocked-note')).toBeVisible();
    await expect(page.getByTestId('company-unblock')).toBeVisible();

    await searchJobs(page, job.title);
    await expect(companyCards).toHaveCount(0);

    await page.goto('/account-settings/block-company');
    const blocked = page.getByTestId('blocked-company').filter({ hasText: company.name });
    await expect(blocked).toBeVisible();
    await blocked.getByRole('button', { name: 'Unblock' }).click();
    await page.getByTestId('company-block-confirm').getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByTestId('blocked-empty')).toBeVisible();

    await searchJobs(page, job.title);
    await expect(companyCards.first()).toBeVisible();
  });

  test("a blocked company's job opens by its link, says so instead of offering to apply, and unblocks there", async ({
    page,
  }) => {
    const { company, job } = await hiringCompany(page);
    await registerViaApi(page, { staySignedIn: true });
    const blocked = await page.request.post('/api/companies/blacklist-companies/create', {
      headers: ph,
      data: { company_id: company.id },
    });
    expect(blocked.status()).toBe(200);

    await page.goto(`/job/x-${job.id}`);
    await expect(page.getByTestId('job-company-blocked')).toBeVisible();
    await expect(page.getByTestId('apply-button')).toHaveCount(0);
    await expect(page.getByTestId('chat-button')).toHaveCount(0);

    await page.getByTestId('company-unblock').click();
    await page.getByTestId('company-block-confirm').getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByTestId('apply-button')).toBeVisible();
    await expect(page.getByTestId('job-company-blocked')).toHaveCount(0);
  });

  test('the search page keyword box suggests companies next to job titles', async ({ page }) => {
    const { company } = await hiringCompany(page);
    await page.goto('/job-search');
    await page.getByTestId('keyword-input').first().fill(company.name);
    const choice = page.getByTestId('keyword-choices').first().getByRole('option', { name: company.name });
    await expect(choice.getByTestId('keyword-company-choice')).toBeVisible();
    await choice.click();
    await expect(page.getByTestId('company-name')).toHaveText(company.name);
  });

  test('the company name on a job page opens the company page', async ({ page }) => {
    const { company, job } = await hiringCompany(page);
    await page.goto(`/job/x-${job.id}`);
    await page.getByTestId('job-company-link').click();
    await expect(page.getByTestId('company-name')).toHaveText(company.name);
  });
});
