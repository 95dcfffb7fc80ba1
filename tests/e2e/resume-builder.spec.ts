import type { Page } from '@playwright/test';
import { signUpSeekerViaApi, testPassword, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

async function addWorkExperience(page: Page) {
  const response = await page.request.post('/api/jobseekers/work-experiences/create', {
    headers: { 'country-id': '167', 'language-id': '1' },
    data: {
      job_title: 'Frontend Developer',
      company_name: 'Acme Manila',
      industry_id: 1,
      job_function_ids: [101],
      start_date: '2019-03-01',
      end_date: '2022-06-30',
      monthly_salary: 60_000,
      salary_currency: 'php',
      description: 'Built the checkout pages of a busy online shop.',
    },
  });
  expect(response.status()).toBe(200);
}

/** Every preview image has loaded (a broken one has no natural width). */
async function expectPreviewsLoaded(page: Page) {
  const previews = page.locator('.resume-template__preview');
  await expect(previews).toHaveCount(3);
  for (const preview of await previews.all()) {
    await preview.scrollIntoViewIfNeeded();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe('resume templates', () => {
  test('the free resume template page shows the templates and sends a visitor to sign in first', async ({
    page,
  }) => {
    // Reachable from the footer of every page.
    await page.goto('/');
    await page.getByTestId('footer-free-resume').click();
    await expect(page).toHaveURL(/\/free-resume-template$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Free resume templates' })).toBeVisible();
    for (const name of ['Classic', 'Modern', 'Compact'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the Modern resume template' })).toBeVisible();
    await expectPreviewsLoaded(page);

    await page.getByRole('button', { name: 'Use the Modern template' }).click();
    await expect(page).toHaveURL(/\/get-started\?redirect=%2Ffree-resume-template%3Ftemplate%3Dmodern$/);
    expect(await page.evaluate(() => localStorage.getItem('isCreateFreeResume'))).toBe('1');
  });

  test('a visitor who picks a template signs up as free_resume and fills the profile for that template', async ({
    page,
  }) => {
    await page.goto('/free-resume-template');
    await page.getByRole('button', { name: 'Use the Compact template' }).click();
    await page.getByTestId('show-register').click();
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Email').fill(uniqueEmail('free-resume'));
    await page.getByLabel('Password').fill(testPassword);
    await page.getByLabel('I agree to the Terms of use and Privacy policy').check();
    const registration = page.waitForRequest('**/api/authentication/register');
    await page.getByTestId('submit-register').click();
    expect((await registration).postDataJSON()).toMatchObject({ source: 'free_resume' });
    // A new seeker's profile is empty: resume creation starts with the profile wizard, which comes
    // back to the template page with the chosen template.
    await expect(page).toHaveURL(
      /\/jobseeker-complete-profile.*redirect=%2Ffree-resume-template%3Ftemplate%3Dcompact/,
    );
  });

  test('the page in Arabic reads right to left with Arabic texts', async ({ page }) => {
    await page.goto('/ar/free-resume-template');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'قوالب سيرة ذاتية مجانية' })).toBeVisible();
    for (const name of ['كلاسيكي', 'عصري', 'مضغوط'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'استخدم القالب عصري' })).toBeVisible();
    await expectPreviewsLoaded(page);
  });

  test('a seeker makes a PDF from the profile: it joins the attached resumes and downloads as a PDF', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/status of 422/);
    await signUpSeekerViaApi(page, { firstName: 'Marisol' });
    await page.goto('/profile');
    const section = page.getByTestId('profile-generate-resume');
    await expect(section.getByRole('heading', { name: 'Make a resume from your profile' })).toBeVisible();

    // An empty profile is refused with the reason, said beside the form.
    await section.getByRole('button', { name: 'Make PDF resume' }).click();
    await expect(section.getByTestId('generate-resume-error')).toHaveText(
      'Add at least one work experience or education to your profile before making a resume.',
    );

    await addWorkExperience(page);
    await section.getByLabel('Template').selectOption('modern');
    await section.getByLabel('Resume language').selectOption('en');
    await section.getByRole('button', { name: 'Make PDF resume' }).click();
    const filename = 'Resume - Marisol Tester - Modern.pdf';
    await expect(section.getByTestId('resume-ready')).toContainText(`Your resume is ready: ${filename}`, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('profile-resumes').getByText(filename)).toBeVisible();

    const href = await section.getByRole('link', { name: `Download ${filename}` }).getAttribute('href');
    const download = await page.request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a signed-in seeker uses a template from the template page', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpSeekerViaApi(page, { firstName: 'Marisol' });
    await addWorkExperience(page);
    await page.goto('/free-resume-template');
    await page.getByRole('button', { name: 'Use the Compact template' }).click();
    await expect(page.getByTestId('resume-ready')).toContainText('Resume - Marisol Tester - Compact.pdf', {
      timeout: 30_000,
    });
    const resumes = await page.request.get('/api/jobseekers/resumes');
    const names = ((await resumes.json()).data.resumes as { filename: string }[]).map((r) => r.filename);
    expect(names).toContain('Resume - Marisol Tester - Compact.pdf');
  });
});
