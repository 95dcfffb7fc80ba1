import type { Page } from '@playwright/test';
import { jobPagePath } from './support/job-path';
import { expect, test } from './support/test';

interface Rates {
  preferred_currency: string;
  base_time: string;
  rates: Record<string, number>;
}

/** An amount through the base currency, as the converter works it out. */
function convertAmount(amount: number, from: string, to: string, { rates }: Rates): number {
  return (amount / (rates[from] ?? Number.NaN)) * (rates[to] ?? Number.NaN);
}

/** The job page's approximation: three significant figures (amounts of 100 and more). */
function approximateAmount(value: number): number {
  const step = 10 ** (Math.floor(Math.log10(value)) + 1 - 3);
  return Math.round(value / step) * step;
}

interface SearchJob {
  id: number;
  title: string;
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
}

/** A Japanese edition job with a salary (in yen), and its page address. */
async function japaneseJobWithSalary(page: Page): Promise<{ job: SearchJob; path: string }> {
  const response = await page.request.get('/api/jobs/search?size=50', { headers: { 'country-id': '105' } });
  expect(response.status()).toBe(200);
  const job = ((await response.json()).data.jobs as SearchJob[]).find((j) => j.salary_from !== null);
  if (!job) throw new Error('the seed has no Japanese job with a salary');
  return { job, path: jobPagePath(job) };
}

async function rates(page: Page): Promise<Rates> {
  const response = await page.request.get('/api/currency/rates', { headers: { 'country-id': '167' } });
  return (await response.json()).data as Rates;
}

test.describe('currency converter', () => {
  // Each screen is also audited (axe) in two languages: on a shared two-core machine that takes its time.
  test.describe.configure({ timeout: 120_000 });

  test('converts between the editions’ currencies from the footer, swaps, and shows the base time', async ({
    page,
  }) => {
    const current = await rates(page);
    expect(current.preferred_currency).toBe('php');
    await page.goto('/');
    await page.getByTestId('footer-currency-converter').click();
    await expect(page).toHaveURL(/\/currency-converter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Currency converter');
    // The reader's currency is the edition's (the Philippines): from US dollars into pesos.
    await expect(page.getByTestId('converter-from')).toHaveValue('usd');
    await expect(page.getByTestId('converter-to')).toHaveValue('php');
    await expect(page.getByTestId('converter-from').locator('option')).toHaveCount(18);

    await page.getByTestId('converter-amount').fill('1,000');
    const pesos = Math.round(convertAmount(1000, 'usd', 'php', current) * 100) / 100;
    await expect(page.getByTestId('converter-result')).toHaveText(`${pesos.toLocaleString('en')} PHP`);

    await page.getByTestId('converter-swap').click();
    await expect(page.getByTestId('converter-from')).toHaveValue('php');
    const dollars = Math.round(convertAmount(1000, 'php', 'usd', current) * 100) / 100;
    await expect(page.getByTestId('converter-result')).toHaveText(`${dollars.toLocaleString('en')} USD`);

    await page.getByTestId('converter-to').selectOption('jpy');
    await expect(page.getByTestId('converter-result')).toHaveText(/ JPY$/);
    await expect(page.getByTestId('converter-base-time')).toHaveText(/^Rates as of .*2025/);

    await page.getByTestId('converter-amount').fill('ten');
    await expect(page.getByText('Please enter an amount, such as 1500 or 1500.50.')).toBeVisible();
    await expect(page.getByTestId('converter-result')).toHaveCount(0);
  });

  test('a job page shows a yen salary also in pesos in the Philippine edition, rendered on the server', async ({
    page,
  }) => {
    const { job, path } = await japaneseJobWithSalary(page);
    expect(job.currency).toBe('jpy');
    const current = await rates(page);
    const approx = [job.salary_from, job.salary_to]
      .filter((a): a is number => a !== null)
      .map((a) => approximateAmount(convertAmount(a, 'jpy', 'php', current)).toLocaleString('en'));
    const amount = approx.length === 2 && approx[0] !== approx[1] ? `${approx[0]}–${approx[1]}` : approx[0];

    // In the server's HTML, before any script runs.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`≈ ${amount} PHP`);

    await page.goto(path);
    await expect(page.getByTestId('job-salary')).toContainText('¥');
    await expect(page.getByTestId('job-salary-converted')).toHaveText(`≈ ${amount} PHP`);
  });

  test('the converter and the converted salary in Arabic, right to left', async ({ page }) => {
    await page.goto('/ar/currency-converter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محول العملات');
    await expect(page.getByTestId('converter-base-time')).toContainText('الأسعار بتاريخ');
    await expect(page.getByTestId('converter-result')).toContainText('PHP');

    const { path } = await japaneseJobWithSalary(page);
    await page.goto(`/ar${path}`);
    await expect(page.getByTestId('job-salary-converted')).toContainText('≈');
    await expect(page.getByTestId('job-salary-converted')).toContainText('PHP');
  });
});
