import type { Page } from '@playwright/test';
import { pastExperience, universityEducation } from '@talkhire/relay/testing/profile';
import { registerCompleteSeekerViaApi, signUpSeekerViaApi } from './support/accounts';
import { expect, test } from './support/test';

const headers = { 'country-id': '167', 'language-id': '1' };

/** Work, education, skills and a short summary: enough to analyse, with things left to fix. */
async function fillProfile(page: Page) {
  for (const [path, data] of [
    ['/api/jobseekers/work-experiences/create', pastExperience],
    ['/api/jobseekers/educations/create', universityEducation],
  ] as const)
    expect((await page.request.post(path, { headers, data })).status()).toBe(200);
  const skills = await page.request.put('/api/jobseekers/skills', {
    headers,
    data: { skills: [{ name: 'React', proficiency: 'advanced' }] },
  });
  expect(skills.status()).toBe(200);
  const summary = await page.request.patch('/api/jobseekers/me', {
    headers,
    data: { summary: 'Frontend developer who likes clean code.' },
  });
  expect(summary.status()).toBe(200);
}

test.describe('AI resume analysis on the profile page', () => {
  test('a thin profile is refused; a full one gets a score and issues, one marked resolved, then re-analysed', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    consoleErrors.allow(/status of 4\d\d/);
    await signUpSeekerViaApi(page);
    await page.goto('/profile');
    const panel = page.getByTestId('resume-analysis');
    await expect(panel.getByRole('heading', { name: 'Resume analysis' })).toBeVisible();
    await expect(panel.getByTestId('resume-analysis-credits')).toHaveText(
      '3 of 3 analyses left today; they renew daily at 00:01 (GMT+8).',
    );

    await panel.getByRole('button', { name: 'Analyse my resume' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Your profile does not have enough information for an analysis yet.',
    );

    await fillProfile(page);
    await page.reload();
    await panel.getByRole('button', { name: 'Analyse my resume' }).click();
    await expect(panel.getByTestId('resume-analysis-score')).toBeVisible({ timeout: 60_000 });
    await expect(panel).toHaveAttribute('data-status', 'ready');
    // The checks found the short summary, the experience without figures and the missing resume.
    const short = panel.getByTestId('resume-issue-summary_too_short');
    await expect(short).toContainText('Summary too short');
    await expect(short).toContainText('Your summary has 6 words: aim for at least 30');
    await expect(panel.getByTestId('resume-issue-experience_without_results')).toContainText(
      'No measurable results for Frontend Developer',
    );
    await expect(panel.getByTestId('resume-issue-no_resume')).toBeVisible();
    // The advice is worded from this analysis: the seeker's score is in it.
    const score = (await panel.getByTestId('resume-analysis-score').textContent())?.trim();
    await expect(panel.getByTestId('resume-analysis-advice')).toContainText(`scores ${score} out of 100`);
    await expect(panel.getByTestId('resume-analysis-credits')).toContainText('2 of 3');

    // "Go to" leads to the section of the profile the issue is about.
    await short.getByRole('link', { name: 'Go to Summary' }).click();
    await expect(page).toHaveURL(/#profile-summary$/);

    await short.getByRole('checkbox', { name: 'Resolved' }).check();
    await expect(short).toHaveAttribute('data-resolved', 'true');
    const total = await panel.locator('[data-testid^="resume-issue-"][data-resolved]').count();
    await expect(panel.getByTestId('resume-analysis-resolved-count')).toHaveText(`1 of ${total} resolved`);
    await page.reload();
    await expect(panel.getByTestId('resume-issue-summary_too_short').getByRole('checkbox')).toBeChecked();

    // Fix the summary for real, then re-analyse: that issue is gone and the score went up.
    const better = await page.request.patch('/api/jobseekers/me', {
      headers,
      data: {
        summary:
          'Frontend developer with 5 years of experience building fast, accessible checkout pages. I raised conversion by 12% and cut load time by half, and I want to grow into a lead role.',
      },
    });
    expect(better.status()).toBe(200);
    await panel.getByRole('button', { name: 'Re-analyse' }).click();
    await expect(panel.getByTestId('resume-issue-summary_too_short')).toHaveCount(0, { timeout: 60_000 });
    await expect(panel).toHaveAttribute('data-status', 'ready');
    const after = Number((await panel.getByTestId('resume-analysis-score').textContent())?.trim());
    expect(after).toBeGreaterThan(Number(score));
    await expect(panel.getByTestId('resume-analysis-credits')).toContainText('1 of 3');
  });

  test('the panel in Arabic, right to left', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/ar/');
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'session_role')?.value)
      .toBe('guest');
    await registerCompleteSeekerViaApi(page);
    await fillProfile(page);
    await page.goto('/ar/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = page.getByTestId('resume-analysis');
    await expect(panel.getByRole('heading', { name: 'تحليل السيرة الذاتية' })).toBeVisible();
    await panel.getByRole('button', { name: 'حلّل سيرتي الذاتية' }).click();
    await expect(panel.getByTestId('resume-analysis-score')).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByTestId('resume-issue-summary_too_short')).toContainText('الملخص قصير جدًا');
    await expect(panel.getByTestId('resume-issue-summary_too_short').getByRole('link')).toHaveText(
      'الانتقال إلى الملخص',
    );
    await expect(panel.getByRole('button', { name: 'إعادة التحليل' })).toBeVisible();
  });
});
