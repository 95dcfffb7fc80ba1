import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Language ids of spec §1; the Philippines edition (167) is the default one. */
const languageIds = { en: '1', ar: '10' } as const;
type Language = keyof typeof languageIds;

const prefixOf = (language: Language) => (language === 'en' ? '' : `/${language}`);

/** A fresh seeker signed up from the page's own context, so the session cookies land in the browser. */
async function signUp(page: Page, language: Language) {
  const email = `wizard-${randomUUID()}@example.com`;
  const response = await page.request.post('/api/authentication/register', {
    headers: { 'country-id': '167', 'language-id': languageIds[language] },
    data: {
      email,
      password: 'correct horse battery',
      first_name: 'Maria',
      last_name: 'Santos',
      terms_and_condition: 1,
      client_id: '1',
      client_secret: 'web',
    },
  });
  expect(response.status()).toBe(200);
  return email;
}

async function userCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'user');
  return JSON.parse(decodeURIComponent(cookie?.value ?? '{}'));
}

async function jobseekerList(page: Page, path: string) {
  const response = await page.request.get(`/api/jobseekers${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as unknown[];
}

/** Step 1: the job preference (on-site in Metro Manila, or overseas in Japan) and the birthday. */
async function fillStepOne(page: Page, language: Language, birthday: string) {
  if (language === 'en') {
    await page.getByLabel('Search job titles').fill('Frontend');
    await page.getByTestId('title-suggestions').getByRole('button', { name: 'Frontend Developer' }).click();
    await expect(page.locator('#pref-function_title_id')).toHaveValue('10101');
    await expect(page.locator('#pref-function_title_id')).toBeFocused();
  } else {
    await page.locator('#pref-main_function_id').selectOption('1');
    await page.locator('#pref-job_function_id').selectOption('101');
    await page.locator('#pref-function_title_id').selectOption('10102');
  }
  await page.locator('#pref-job_type_id').selectOption('1');
  await page.locator('#pref-industry_id').selectOption('1');
  if (language === 'en') {
    await page.locator('#pref-location_id').selectOption('2001');
  } else {
    await page.locator('#pref-location_id').selectOption('overseas');
    await page.locator('#pref-pref_country_id').selectOption('105');
  }
  await page.locator('#pref-work_arrangement').selectOption('onsite');
  await page.locator('#pref-work_language_id').selectOption('1');
  await page.locator('#pref-work_timezone_id').selectOption('23');
  await expect(page.locator('#pref-currency')).toHaveValue('php');
  await page.locator('#pref-salary_min').fill('30000');
  await page.locator('#pref-salary_max').fill('50000');
  await page.locator('#pref-pay_type_id').selectOption('2');
  await expect(page.getByTestId('salary-preview')).toContainText(/30,000|٣٠٬٠٠٠/);
  await expect(page.locator('#basic-first_name')).toHaveValue('Maria');
  await page.locator('#basic-birthday').fill(birthday);
}

async function walkWizard(page: Page, language: Language) {
  const prefix = prefixOf(language);
  await signUp(page, language);
  await page.goto(`${prefix}/jobseeker-complete-profile`);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByTestId('step-1')).toBeVisible();

  // Step 1 → 10: the preference and the basic profile are saved.
  await fillStepOne(page, language, '1995-04-12');
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(`${prefix}/jobseeker-complete-profile/10`);
  expect(await jobseekerList(page, '/job-preferences')).toEqual([
    expect.objectContaining({ is_overseas: language === 'ar', salary_min: 30000, salary_max: 50000 }),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Step 10 → 3: about you.
  await page.locator('#about-nationality_id').selectOption('167');
  await page.locator('#about-location_id').selectOption('2001');
  await page.locator('#about-job_seeking_status').selectOption('actively_looking');
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(`${prefix}/jobseeker-complete-profile/3`);

  // Step 3: add, edit, then delete a work experience; the list reloads after each.
  const entries = page.getByTestId('work-entry');
  await page.getByTestId('work-add').click();
  await page.locator('#work-job_title').fill('Frontend Developer');
  await page.locator('#work-company_name').fill('Acme Manila');
  await page.locator('#work-start_date').fill('2019-03-01');
  await page.locator('#work-end_date').fill('2022-06-30');
  await page.locator('#work-monthly_salary').fill('60000');
  await page.locator('#work-description').fill('Built the checkout pages of a busy online shop.');
  await page.getByTestId('work-editor-save').click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Acme Manila');
  await expect(entries.first()).toContainText(/60,000|٦٠٬٠٠٠/);

  await entries.first().getByRole('button').first().click();
  await page.locator('#work-job_title').fill('Senior Frontend Developer');
  await page.getByTestId('work-editor-save').click();
  await expect(entries.first().getByRole('heading', { level: 3 })).toHaveText('Senior Frontend Developer');
  expect(await jobseekerList(page, '/work-experiences')).toEqual([
    expect.objectContaining({ job_title: 'Senior Frontend Developer' }),
  ]);

  await entries.first().getByRole('button').nth(1).click();
  await expect(page.getByTestId('delete-dialog')).toBeVisible();
  await page.getByTestId('delete-dialog').getByRole('button').nth(1).click();
  await expect(entries).toHaveCount(0);
  expect(await jobseekerList(page, '/work-experiences')).toEqual([]);
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(`${prefix}/jobseeker-complete-profile/4`);

  // Step 4: an education, then the same one again, which asks before adding it anyway.
  const addEducation = async () => {
    await page.getByTestId('education-add').click();
    await page.locator('#education-school_name').fill('University of the Philippines');
    await page.locator('#education-education_level_id').selectOption('6');
    await page.locator('#education-start_date').fill('2014-06-01');
    await page.locator('#education-end_date').fill('2018-04-30');
    await page.getByTestId('education-editor-save').click();
  };
  await addEducation();
  await expect(page.getByTestId('education-entry')).toHaveCount(1);
  await addEducation();
  const duplicate = page.getByTestId('duplicate-dialog');
  await expect(duplicate).toBeVisible();
  if (language === 'en') await expect(duplicate).toContainText('You have already added this entry.');
  expect(await jobseekerList(page, '/educations')).toHaveLength(1);
  await duplicate.getByRole('button').nth(1).click();
  await expect(page.getByTestId('education-entry')).toHaveCount(2);
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(`${prefix}/jobseeker-complete-profile/5`);

  // Step 5: complete; the temporary flags go and the seeker lands on /onsite-job.
  await page.evaluate(() => {
    for (const flag of [
      'isFromCreateResume',
      'isCreateFreeResume',
      'quickUpladResume',
      'isRegisterModuleRedirect',
    ])
      localStorage.setItem(flag, '1');
  });
  expect((await userCookie(page)).is_profile_completed).toBe(false);
  await page.getByTestId('wizard-finish').click();
  await expect(page).toHaveURL(`${prefix}/onsite-job`);
  expect((await userCookie(page)).is_profile_completed).toBe(true);
  const flags = await page.evaluate(() =>
    ['isFromCreateResume', 'isCreateFreeResume', 'quickUpladResume', 'isRegisterModuleRedirect'].map((f) =>
      localStorage.getItem(f),
    ),
  );
  expect(flags).toEqual([null, null, null, null]);
}

test.describe('profile completion wizard', () => {
  test('walks every step in English', async ({ page, consoleErrors }) => {
    // The same education twice is refused on purpose (409) before 'add anyway'.
    consoleErrors.allow(/educations\/create.*status of 409/);
    test.setTimeout(90_000);
    await walkWizard(page, 'en');
  });

  test('walks every step in Arabic, right to left', async ({ page, consoleErrors }) => {
    // The same education twice is refused on purpose (409) before 'add anyway'.
    consoleErrors.allow(/educations\/create.*status of 409/);
    test.setTimeout(90_000);
    await walkWizard(page, 'ar');
  });

  test('a birthday under 16 shows the field error and nothing is saved', async ({ page }) => {
    await signUp(page, 'en');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/jobseekers/') && r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
    });
    await page.goto('/jobseeker-complete-profile');
    const now = new Date();
    const fifteen = `${now.getFullYear() - 15}-01-01`;
    await fillStepOne(page, 'en', fifteen);
    await page.getByTestId('wizard-next').click();
    await expect(page.locator('#basic-birthday-error')).toHaveText('You must be at least 16 years old.');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/jobseeker-complete-profile');
    expect(sent).toEqual([]);
    expect(await jobseekerList(page, '/job-preferences')).toEqual([]);
  });

  test("finishing too early lists the relay's missing fields, each linked to its step", async ({
    page,
    consoleErrors,
  }) => {
    // Finishing with fields missing is refused on purpose (422).
    consoleErrors.allow(/complete-profile.*status of 422/);
    await signUp(page, 'en');
    await page.goto('/jobseeker-complete-profile/5?redirect=%2Fjobs');
    await page.getByTestId('wizard-finish').click();
    const missing = page.getByTestId('missing-fields');
    await expect(missing).toContainText('Please add at least one job preference.');
    await expect(missing.getByRole('listitem')).toHaveCount(4);
    await missing.getByRole('link').first().click();
    await expect(page).toHaveURL('/jobseeker-complete-profile?redirect=%2Fjobs');
    expect((await userCookie(page)).is_profile_completed).toBe(false);
  });

  test('a visitor without a session is sent to get-started and back', async ({ page }) => {
    await page.goto('/ar/jobseeker-complete-profile/10');
    await expect(page).toHaveURL(
      `/ar/get-started?redirect=${encodeURIComponent('/ar/jobseeker-complete-profile/10')}`,
    );
  });
});
