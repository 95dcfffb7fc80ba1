import type { Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { encodePng } from './support/png';
import { expect, test } from './support/test';

const headers = { 'country-id': '167', 'language-id': '1' };
const servedAvatar = /^\/api\/jobseekers\/avatars\/[0-9a-f]{32}\.webp$/;

/** A 64×64 PNG, its top half orange and bottom half teal: the seeker's photo. */
function photoPng(): Buffer {
  return encodePng(64, 64, (_x, y) => (y < 32 ? [240, 140, 40] : [20, 150, 140]));
}

/** A seeker with a job preference, a work experience, skills and a photo: all the AI needs. */
async function signUpCompleteSeeker(page: Page, prefix = '') {
  await page.goto(`${prefix}/`);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'session_role')?.value)
    .toBe('guest');
  await registerViaApi(page, { staySignedIn: true });
  const calls = [
    page.request.post('/api/jobseekers/job-preferences/create', {
      headers,
      data: {
        function_title_id: 10101,
        job_type_id: 1,
        industry_id: 1,
        location_id: 2001,
        salary_min: 30_000,
        salary_max: 50_000,
        currency: 'php',
        pay_type_id: 2,
        work_language_id: 1,
        work_arrangement: 'onsite',
        work_timezone_id: 23,
      },
    }),
    page.request.post('/api/jobseekers/work-experiences/create', {
      headers,
      data: {
        job_title: 'Frontend Developer',
        company_name: 'Acme Manila',
        industry_id: 1,
        job_function_ids: [101],
        start_date: '2019-03-01',
        end_date: '2022-06-30',
        monthly_salary: 60_000,
        salary_currency: 'php',
        description: 'Cut the checkout load time by 40% for a busy online shop.',
      },
    }),
    page.request.put('/api/jobseekers/skills', {
      headers,
      data: { skills: [{ name: 'React', proficiency: 'advanced' }] },
    }),
    page.request.post('/api/jobseekers/upload-avatar', {
      multipart: {
        filename: 'me.png',
        avatar: { name: 'me.png', mimeType: 'image/png', buffer: photoPng() },
      },
    }),
  ];
  for (const call of calls) expect((await call).status()).toBe(200);
}

test.describe('AI writing and AI avatars', () => {
  test('a seeker streams a summary into the editor, accepts and saves it', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpCompleteSeeker(page);
    await page.goto('/profile');
    await page.getByTestId('summary-edit').click();
    const editor = page.getByTestId('summary-editor');
    // Every frame, the length of the draft as shown: a streamed text shows lengths in between.
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { draftLengths: Set<number> }).draftLengths = seen;
      const look = () => {
        const box = document.querySelector<HTMLTextAreaElement>('[data-testid="ai-draft"]');
        if (box) seen.add(box.value.length);
        requestAnimationFrame(look);
      };
      look();
    });
    await editor.getByTestId('ai-write').click();
    const draft = editor.getByTestId('ai-draft');
    await expect(draft).toHaveValue(/Frontend Developer/);
    await expect(editor.getByTestId('ai-accept')).toBeVisible();
    const written = await draft.inputValue();
    const lengths = await page.evaluate(() => [
      ...(window as unknown as { draftLengths: Set<number> }).draftLengths,
    ]);
    expect(lengths.filter((length) => length > 0 && length < written.length).length).toBeGreaterThan(1);
    expect(written).toContain('React');
    await expect(editor.getByTestId('ai-remaining')).toHaveText('4 AI summaries left today');

    await editor.getByTestId('ai-edit').click();
    await draft.fill(`${written} Based in Manila.`);
    await editor.getByTestId('ai-accept').click();
    await expect(editor.getByTestId('ai-draft')).toBeHidden();
    await expect(page.locator('#summary-text-input')).toHaveValue(`${written} Based in Manila.`);
    await editor.getByTestId('summary-editor-save').click();
    await expect(page.getByTestId('summary-text')).toHaveText(`${written} Based in Manila.`);

    // A rewrite of the saved text: shorter.
    await page.getByTestId('summary-edit').click();
    await editor.getByTestId('ai-write-shorter').click();
    await expect(editor.getByTestId('ai-accept')).toBeVisible();
    await editor.getByTestId('ai-discard').click();
    await expect(editor.getByTestId('ai-draft')).toBeHidden();
    await expect(page.locator('#summary-text-input')).toHaveValue(`${written} Based in Manila.`);
  });

  test('a seeker generates an AI avatar and chooses it: the header shows it', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpCompleteSeeker(page);
    await page.goto('/profile');
    const header = page.locator('img[data-testid="header-avatar"]');
    const before = await header.getAttribute('src');
    await page.getByTestId('ai-avatar-open').click();
    const dialog = page.getByTestId('ai-avatar-dialog');
    await expect(dialog.getByRole('heading', { name: 'AI avatars' })).toBeVisible();
    await expect(dialog.getByTestId('ai-avatar-remaining')).toHaveText('5 avatars left today');
    await dialog.getByTestId('ai-avatar-generate').click();
    const candidate = dialog.getByTestId('ai-avatar-candidate');
    await expect(candidate).toHaveCount(1);
    await expect(candidate).toHaveJSProperty('complete', true);
    expect(await candidate.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await expect(dialog.getByTestId('ai-avatar-remaining')).toHaveText('4 avatars left today');
    await dialog.getByTestId('ai-avatar-choose').click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByTestId('toast').getByText('Your AI avatar is now your profile photo.'),
    ).toBeVisible();
    await expect.poll(() => header.getAttribute('src')).not.toBe(before);
    expect(new URL((await header.getAttribute('src')) ?? '', page.url()).pathname.replace('-96', '')).toMatch(
      servedAvatar,
    );
  });

  test('in Arabic the writer and its draft read right to left', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpCompleteSeeker(page, '/ar');
    await page.goto('/ar/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('summary-edit').click();
    const editor = page.getByTestId('summary-editor');
    await expect(editor.getByRole('heading', { name: 'الكتابة بالذكاء الاصطناعي' })).toBeVisible();
    await editor.getByTestId('ai-write').click();
    await expect(editor.getByTestId('ai-accept')).toBeVisible();
    expect(await editor.getByTestId('ai-writer').evaluate((box) => getComputedStyle(box).direction)).toBe(
      'rtl',
    );
    // The draft follows its own text (the model may answer in another script), the box the page.
    await expect(editor.getByTestId('ai-draft')).toHaveAttribute('dir', 'auto');
    // The relay asks for Arabic and the stand-in writes it, around the profile's own facts.
    await expect(editor.getByTestId('ai-draft')).toHaveValue(
      /[\u0600-\u06FF]{3}.*Frontend Developer|Frontend Developer.*[\u0600-\u06FF]{3}/s,
    );
    await expect(editor.getByTestId('ai-remaining')).toHaveText('تبقّت لك 4 نبذات بالذكاء الاصطناعي اليوم');
    await expect(editor.getByTestId('ai-accept')).toHaveText('استخدم هذا النص');
  });
});
