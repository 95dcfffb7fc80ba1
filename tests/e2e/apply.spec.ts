import type { Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { jobPagePath } from './support/job-path';
import { expect, test } from './support/test';

interface Job {
  id: number;
  title: string;
  external_apply_url: string | null;
}

/** An active Philippine job of the search whose detail answers whether it is applied to elsewhere. */
async function findJob(page: Page, external: boolean): Promise<Job> {
  for (let p = 1; p <= 10; p++) {
    const search = await page.request.get(`/api/jobs/search?page=${p}`, { headers: { 'country-id': '167' } });
    for (const card of (await search.json()).data.jobs as { id: number }[]) {
      const detail = (await (await page.request.get(`/api/jobs/${card.id}`)).json()).data as Job & {
        status: string;
      };
      if (detail.status === 'active' && (detail.external_apply_url !== null) === external) return detail;
    }
  }
  throw new Error(`no ${external ? 'external' : 'in-product'} job found`);
}

/** A small but real PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

test.describe('applying to jobs', () => {
  test('a signed-in seeker applies, sees the success page, the applied list and history, then withdraws', async ({
    page,
  }) => {
    const job = await findJob(page, false);
    await registerViaApi(page, { staySignedIn: true });
    // Two attached resumes: the older one is chosen in the dialog.
    for (const name of ['Support CV.pdf', 'Sales CV.pdf']) {
      const uploaded = await page.request.post('/api/jobseekers/resume/upload', {
        multipart: { file: { name, mimeType: 'application/pdf', buffer: pdf } },
      });
      expect(uploaded.status()).toBe(200);
    }
    await page.goto(jobPagePath(job));
    await page.getByTestId('apply-button').click();
    const dialog = page.getByTestId('apply-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Resume to send')).toHaveValue(/\d+/);
    await dialog.getByLabel('Resume to send').selectOption({ label: 'Support CV.pdf' });
    await dialog
      .getByLabel('Message to the employer (optional)')
      .fill('I have run a support desk for five years.');
    await dialog.getByTestId('apply-submit').click();

    await expect(page).toHaveURL(new RegExp(`-${job.id}/apply/success$`));
    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    await expect(page.getByTestId('apply-success-text')).toContainText(job.title);
    const sent = (await (await page.request.get(`/api/jobs/applied-jobs/${job.id}`)).json()).data;
    expect(sent.resume.filename).toBe('Support CV.pdf');

    await page.getByTestId('apply-success-applied').click();
    await expect(page).toHaveURL(/\/applied-jobs$/);
    const item = page.getByTestId('applied-job').filter({ hasText: job.title });
    await expect(item.getByTestId('applied-job-status')).toHaveText('Applied');
    await item.getByTestId('applied-job-history-toggle').click();
    await expect(item.getByTestId('applied-job-history')).toContainText('You applied.');
    await expect(item.getByTestId('applied-job-history')).toContainText(
      'I have run a support desk for five years.',
    );

    await item.getByTestId('applied-job-withdraw').click();
    const confirm = page.getByTestId('withdraw-dialog');
    await expect(confirm).toBeVisible();
    await confirm.getByTestId('withdraw-confirm').click();
    await expect(item.getByTestId('applied-job-status')).toHaveText('Withdrawn');
    await expect(item.getByTestId('applied-job-history')).toContainText('You withdrew your application.');
    await expect(item.getByTestId('applied-job-withdraw')).toHaveCount(0);

    // Back on the job page, the button says where the application stands.
    await page.goto(jobPagePath(job));
    await expect(page.getByTestId('apply-state')).toHaveText('Withdrawn');
  });

  test('in Arabic the success page stays under the language prefix, right to left', async ({ page }) => {
    const job = await findJob(page, false);
    await registerViaApi(page, { staySignedIn: true });
    await page.goto(`/ar${jobPagePath(job)}`);
    await expect(page.getByTestId('apply-button')).toHaveText('تقدّم الآن');
    await page.getByTestId('apply-button').click();
    await page.getByTestId('apply-submit').click();
    await expect(page).toHaveURL(new RegExp(`/ar/job/.*-${job.id}/apply/success$`));
    await expect(page.getByRole('heading', { name: 'تم إرسال الطلب' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('applying twice is refused with a clear message', async ({ page, context, consoleErrors }) => {
    // The second application is refused on purpose (409): Chromium logs the failed answer.
    consoleErrors.allow(/applications.*status of 409/);
    const job = await findJob(page, false);
    await registerViaApi(page, { staySignedIn: true });
    await page.goto(jobPagePath(job));
    // A second tab opened before the first application still offers Apply.
    const stale = await context.newPage();
    await stale.goto(jobPagePath(job));
    await expect(stale.getByTestId('apply-button')).toBeEnabled();

    await page.getByTestId('apply-button').click();
    await page.getByTestId('apply-submit').click();
    await expect(page).toHaveURL(/\/apply\/success$/);

    await stale.getByTestId('apply-button').click();
    await stale.getByTestId('apply-submit').click();
    await expect(stale.getByTestId('apply-refusal')).toHaveText('You have already applied for this job.');
    await expect(stale).not.toHaveURL(/\/apply\/success$/);
  });

  test('a visitor who chooses to log in is sent to sign in with the job as the redirect', async ({
    page,
  }) => {
    const job = await findJob(page, false);
    await page.goto(jobPagePath(job));
    await page.getByTestId('apply-button').click();
    await page.getByTestId('apply-login').click();
    await expect(page).toHaveURL(new RegExp(`/get-started\\?redirect=%2Fjob%2F.*-${job.id}$`));
  });

  test('a visitor quick-applies: signs up, uploads a PDF resume and applies in one dialog', async ({
    page,
  }) => {
    const job = await findJob(page, false);
    await page.goto(jobPagePath(job));
    await page.getByTestId('apply-button').click();
    const choose = page.getByTestId('apply-choose');
    await expect(choose.getByRole('button', { name: 'Log in' })).toBeVisible();
    await choose.getByTestId('apply-quick').click();

    const dialog = page.getByTestId('quick-apply-dialog');
    await expect(dialog).toBeVisible();
    // Nothing is sent until the form is complete.
    await dialog.getByTestId('quick-apply-submit').click();
    await expect(dialog.getByText('Please choose your resume.')).toBeVisible();

    const email = uniqueEmail('quick');
    await dialog.getByLabel('First name').fill('Lea');
    await dialog.getByLabel('Last name').fill('Cruz');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('quick-apply-pass-1');
    await dialog.getByTestId('quick-apply-resume').setInputFiles({
      name: 'Lea Cruz CV.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await dialog.getByTestId('quick-apply-terms').check();
    await dialog.getByTestId('quick-apply-submit').click();

    await expect(page).toHaveURL(new RegExp(`-${job.id}/apply/success$`));
    await expect(page.getByTestId('apply-success-text')).toContainText(job.title);
    // The new account's profile is empty: the page leads on to completing it.
    await expect(
      page.getByTestId('apply-success-profile').getByRole('link', { name: 'Complete your profile' }),
    ).toHaveAttribute('href', '/jobseeker-complete-profile');
    const user = (await page.context().cookies()).find((c) => c.name === 'user');
    expect(JSON.parse(decodeURIComponent(user?.value ?? '{}')).email).toBe(email);

    const resumes = (await (await page.request.get('/api/jobseekers/resumes')).json()).data.resumes;
    expect(resumes.map((r: { filename: string; size: number }) => [r.filename, r.size])).toEqual([
      ['Lea Cruz CV.pdf', pdf.length],
    ]);
    const application = (await (await page.request.get(`/api/jobs/applied-jobs/${job.id}`)).json()).data;
    expect(application).toMatchObject({ source: 'quick_apply', status: 'applied' });
  });

  test('quick apply after a refused resume: the account stays, another file finishes the application', async ({
    page,
    consoleErrors,
  }) => {
    // The image named like a PDF is refused on purpose (415).
    consoleErrors.allow(/resume\/upload.*status of 415/);
    const job = await findJob(page, false);
    await page.goto(jobPagePath(job));
    await page.getByTestId('apply-button').click();
    await page.getByTestId('apply-quick').click();
    const dialog = page.getByTestId('quick-apply-dialog');
    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Last name').fill('Lim');
    await dialog.getByLabel('Email').fill(uniqueEmail('retry'));
    await dialog.getByLabel('Password').fill('quick-apply-pass-3');
    // Named like a PDF, but an image: only the relay, reading the content, can tell.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await dialog
      .getByTestId('quick-apply-resume')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: png });
    await dialog.getByTestId('quick-apply-terms').check();
    await dialog.getByTestId('quick-apply-submit').click();

    await expect(dialog).toHaveAttribute('data-state', 'UploadFailed');
    await expect(dialog.getByTestId('quick-apply-error')).toHaveText(
      'This file format is not supported. Please upload a PDF, DOC or DOCX file.',
    );
    await dialog
      .getByTestId('quick-apply-resume')
      .setInputFiles({ name: 'real.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page).toHaveURL(new RegExp(`-${job.id}/apply/success$`));
    const resumes = (await (await page.request.get('/api/jobseekers/resumes')).json()).data.resumes;
    expect(resumes.map((r: { filename: string }) => r.filename)).toEqual(['real.pdf']);
  });

  test("a visitor quick-applies to a job taken on the employer's site: the link opens in a new window", async ({
    page,
    context,
  }) => {
    const job = await findJob(page, true);
    await context.route('https://careers.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        // A whole page: the accessibility audit reads every page the test leaves open.
        body: '<!doctype html><html lang="en"><title>Employer careers</title><h1>Employer careers</h1></html>',
      }),
    );
    await page.goto(jobPagePath(job));
    await page.getByTestId('apply-button').click();
    await page.getByTestId('apply-quick').click();
    const dialog = page.getByTestId('quick-apply-dialog');
    await dialog.getByLabel('First name').fill('Ben');
    await dialog.getByLabel('Last name').fill('Reyes');
    await dialog.getByLabel('Email').fill(uniqueEmail('external'));
    await dialog.getByLabel('Password').fill('quick-apply-pass-2');
    await dialog
      .getByTestId('quick-apply-resume')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByTestId('quick-apply-terms').check();
    const popup = context.waitForEvent('page');
    await dialog.getByTestId('quick-apply-submit').click();
    const employer = await popup;
    await expect(employer).toHaveURL(job.external_apply_url ?? '');
    // The job page reloads signed in; no application was made here.
    await expect(page.getByRole('button', { name: 'Apply on company site' })).toBeVisible();
    const mine = await page.request.get(`/api/jobs/applied-jobs/${job.id}`);
    expect(mine.status()).toBe(200);
    expect((await mine.json()).data).toBeNull();
    expect((await (await page.request.get('/api/jobseekers/resumes')).json()).data.resumes).toHaveLength(1);
  });
});
