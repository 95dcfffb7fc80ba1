import type { APIRequestContext, Page } from '@playwright/test';
import { signUpSeekerViaApi } from './support/accounts';
import { signInBossConsole } from './support/boss';
import { expect, hydrated, test } from './support/test';

/** The demo recruiter of Taiwan (relay/src/seed/demo-accounts.ts): the Boss console spec signs the others in. */
const boss = { email: 'boss.tw@demo.talkhire.local', password: 'Talkhire-boss-3', countryId: 211 };

/** A 1×1 PNG: the license attachment. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A first name no earlier run on the same database has used: the Boss finds the row by it. */
function uniqueFirstName(base: string): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${base}${letters.join('')}`;
}

async function strengthPercent(page: Page): Promise<number> {
  const text = (await page.getByTestId('profile-strength-percent').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** An open job of this recruiter in its edition, found through the seeker's job search. */
async function jobOf(request: APIRequestContext, recruiterId: number, countryId: number) {
  for (let page = 1; page <= 40; page++) {
    const search = await request.get(`/api/jobs/search?page=${page}`, {
      headers: { 'country-id': String(countryId) },
    });
    const { jobs } = (await search.json()).data as { jobs: { id: number; recruiter: { id: number } }[] };
    const mine = jobs.find((j) => j.recruiter.id === recruiterId);
    if (mine) return mine;
    if (jobs.length === 0) break;
  }
  throw new Error(`no open job of recruiter ${recruiterId}`);
}

test.describe('the profile page', () => {
  test('every part is edited in place, the strength follows, and the Boss sees the same parts', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/status of 422/);
    const firstName = uniqueFirstName('Lorna');
    await signUpSeekerViaApi(page, { firstName });
    await page.reload();

    // The profile is reachable from the header menu.
    await page.getByTestId('profile-link').click();
    await expect(page).toHaveURL(/\/profile$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    const strength = page.getByTestId('profile-strength');
    await expect(strength.getByTestId('strength-missing-summary')).toBeVisible();
    await expect(strength.getByTestId('strength-missing-skills')).toBeVisible();
    const before = await strengthPercent(page);

    // Basic info, with email shown read-only.
    const basic = page.getByTestId('profile-basic');
    await expect(basic).toContainText('@example.com');
    await basic.getByTestId('basic-edit').click();
    await page.locator('#basic-last_name').fill('Villanueva');
    await page.locator('#basic-birthday').fill('1994-03-12');
    await page.locator('#basic-job_seeker_type').selectOption('experienced');
    await page.locator('#basic-nationality_id').selectOption('167');
    await page.getByTestId('basic-editor-save').click();
    await expect(basic.getByTestId('basic-name')).toHaveText(`${firstName} Villanueva`);
    await expect(basic).toContainText('Experienced');

    // Summary.
    const summaryText = 'Registered nurse with six years on surgical wards.';
    await page.getByTestId('summary-edit').click();
    await page.locator('#summary-text-input').fill(summaryText);
    await page.getByTestId('summary-editor-save').click();
    await expect(page.getByTestId('summary-text')).toHaveText(summaryText);

    // Skills: one saved, then an 11th refused with the 41288 sentence.
    await page.getByTestId('skills-edit').click();
    await page.getByTestId('skill-add').click();
    await page.locator('#skill-0-name').fill('Triage');
    await page.locator('#skill-0-level').selectOption('expert');
    await page.getByTestId('skills-editor-save').click();
    await expect(page.getByTestId('skills-list')).toHaveText('Triage · Expert');
    await page.getByTestId('skills-edit').click();
    for (let i = 1; i <= 10; i++) {
      await page.getByTestId('skill-add').click();
      await page.locator(`#skill-${i}-name`).fill(`Skill ${i}`);
    }
    await page.getByTestId('skills-editor-save').click();
    await expect(page.getByTestId('skills-error')).toHaveText('You can select at most 10 skills.');
    await page.getByTestId('skills-editor').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('skills-list')).toHaveText('Triage · Expert');

    // A language.
    await page.getByTestId('languages-edit').click();
    await page.getByTestId('language-add').click();
    await page.locator('#language-0-id').selectOption('1');
    await page.locator('#language-0-level').selectOption('fluent');
    await page.getByTestId('languages-editor-save').click();
    await expect(page.getByTestId('languages-list')).toContainText('English · Fluent');

    // A link: a bad address is refused on its field, a good one is saved.
    await page.getByTestId('link-add').click();
    await page.locator('#link-display_name').fill('Portfolio');
    await page.locator('#link-url').fill('my portfolio');
    await page.getByTestId('link-editor-save').click();
    await expect(page.getByTestId('link-editor')).toContainText(
      'Please enter a valid web address, such as https://example.com.',
    );
    await page.locator('#link-url').fill('https://lorna.example.com');
    await page.getByTestId('link-editor-save').click();
    await expect(page.getByTestId('link-entry')).toContainText('Portfolio');
    await expect(page.getByTestId('link-entry')).toContainText('https://lorna.example.com');

    // A license with a PNG attachment; the expiry must come after the issue date.
    await page.getByTestId('license-add').click();
    await page.locator('#license-name').fill('Basic Life Support');
    await page.locator('#license-issuer').fill('Red Cross');
    await page.locator('#license-issue_date').fill('2023-02-01');
    await page.locator('#license-expiry_date').fill('2022-02-01');
    await page.getByTestId('license-editor-save').click();
    await expect(page.getByTestId('license-editor')).toContainText(
      'The issue date must be earlier than the expiry date.',
    );
    await page.locator('#license-expiry_date').fill('2026-02-01');
    await page
      .locator('#license-file')
      .setInputFiles({ name: 'bls.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('license-editor-save').click();
    const license = page.getByTestId('license-entry');
    await expect(license).toContainText('Basic Life Support');
    await expect(license.getByTestId('license-attachment')).toHaveText('Download bls.png');
    const download = await page.request.get(
      (await license.getByTestId('license-attachment').getAttribute('href'))!,
    );
    expect(download.headers()['content-type']).toBe('image/png');

    // The strength grew and no longer names what was filled.
    await expect(strength.getByTestId('strength-missing-summary')).toBeHidden();
    await expect(strength.getByTestId('strength-missing-skills')).toBeHidden();
    await expect(strength.getByTestId('strength-missing-links')).toBeHidden();
    await expect.poll(() => strengthPercent(page)).toBeGreaterThan(before);

    // The Boss opens the candidate and sees the same parts.
    const { bossContext, bossPage, me } = await signInBossConsole(browser, boss);
    const job = await jobOf(page.request, me.recruiter_id, boss.countryId);
    const applied = await page.request.post(`/api/data/jobs/${job.id}/applications`, {
      data: { source: 'web', first_message: 'Please see my profile.' },
    });
    expect(applied.status()).toBe(200);
    await bossPage.reload();
    await bossPage
      .getByTestId('boss-conversation')
      .filter({ hasText: `${firstName} Villanueva` })
      .click();
    const candidate = bossPage.getByTestId('boss-candidate');
    await candidate.getByRole('button', { name: 'View profile' }).click();
    const parts = candidate.getByTestId('boss-profile-parts');
    await expect(parts.getByTestId('boss-summary')).toHaveText(summaryText);
    await expect(parts.getByTestId('boss-skills')).toHaveText('Triage · Expert');
    await expect(parts.getByTestId('boss-languages')).toHaveText('English · Fluent');
    await expect(parts.getByTestId('boss-links').getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      'https://lorna.example.com',
    );
    await expect(parts.getByTestId('boss-licenses')).toContainText('Basic Life Support');
    await bossContext.close();
  });

  test('in Arabic the page runs right to left and a skill is saved', async ({ page }) => {
    await signUpSeekerViaApi(page, { firstName: uniqueFirstName('Salma'), prefix: '/ar' });
    await page.reload();
    await page.goto('/ar/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    await expect(page.getByTestId('strength-missing-skills')).toHaveText('المهارات');
    await page.getByTestId('skills-edit').click();
    await page.getByTestId('skill-add').click();
    await page.locator('#skill-0-name').fill('التمريض');
    await page.getByTestId('skills-editor-save').click();
    await expect(page.getByTestId('skills-list')).toHaveText('التمريض · متوسط');
    await expect(page.getByTestId('strength-missing-skills')).toBeHidden();
  });
});
