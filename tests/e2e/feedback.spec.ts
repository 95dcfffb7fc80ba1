import type { Page } from '@playwright/test';
import { opsToken } from '../playwright.config';
import { registerViaApi } from './support/accounts';
import { encodePng } from './support/png';
import { expect, hydrated, test } from './support/test';

/** A small one-colour PNG. */
function png(width = 8, height = 8): Buffer {
  return encodePng(width, height, () => [0x80, 0x80, 0x80]);
}

/** The feedback the people running the site see, newest first. */
async function opsFeedback(page: Page) {
  const response = await page.request.get('/ops/feedback', {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.items as {
    id: number;
    category: string;
    text: string;
    email: string | null;
    pictures: string[];
  }[];
}

test.describe('feedback', () => {
  // Each screen is also audited (axe) in two languages: on a shared two-core machine that takes its time.
  test.describe.configure({ timeout: 120_000 });

  test('a guest opens the form from the footer, adds and removes pictures, and is thanked', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('footer-feedback').click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
    // The footer's link is a full page load: the form's checks run once its script has.
    await hydrated(page);

    // Too short, and no email: said beside the fields before anything is sent.
    await page.getByTestId('feedback-text').fill('Too short');
    await page.getByTestId('feedback-send').click();
    await expect(page.getByTestId('feedback-text-error')).toHaveText(
      'This value is too short (at least 10).',
    );
    await expect(page.getByTestId('feedback-email-error')).toHaveText('Please enter a valid email address.');

    const text = `The salary filter forgets its range after I open a job ${Date.now()}.`;
    await page.getByTestId('feedback-category').selectOption('suggestion');
    await page.getByTestId('feedback-text').fill(text);
    await page.getByLabel('Email').fill('guest.feedback@example.com');
    const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });
    await page.getByTestId('feedback-pictures').setInputFiles([picture('one.png'), picture('two.png')]);
    await expect(page.getByTestId('feedback-previews').getByRole('img')).toHaveCount(2);
    await page.getByTestId('feedback-pictures').setInputFiles([picture('three.png'), picture('four.png')]);
    await expect(page.getByTestId('feedback-pictures-error')).toHaveText('You can add at most 3.');
    await expect(page.getByTestId('feedback-previews').getByRole('img')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove the picture two.png' }).click();
    await expect(page.getByTestId('feedback-previews').getByRole('img')).toHaveCount(2);
    // The third picture can be added again: the picker is back.
    await expect(page.getByTestId('feedback-pictures')).toBeAttached();

    await page.getByTestId('feedback-send').click();
    await expect(page.getByTestId('feedback-thanks')).toContainText('Thank you for your feedback!');

    const sent = (await opsFeedback(page)).find((item) => item.text === text);
    expect(sent).toMatchObject({ category: 'suggestion', email: 'guest.feedback@example.com' });
    expect(sent?.pictures).toHaveLength(2);
  });

  test('a picture that is not one by its content is refused by the relay with its message', async ({
    page,
    consoleErrors,
  }) => {
    // The refusal (415) is expected: the browser logs the failed request.
    consoleErrors.allow(/415/);
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/feedback');
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByTestId('feedback-text').fill('The job page shows the wrong company logo.');
    await page.getByTestId('feedback-pictures').setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text pretending to be a picture'),
    });
    await page.getByTestId('feedback-send').click();
    await expect(page.getByTestId('feedback-pictures-error')).toHaveText('This file type is not supported.');
    await expect(page.getByTestId('feedback-thanks')).toHaveCount(0);
  });

  test('the form in Arabic, right to left', async ({ page }) => {
    await page.goto('/ar/feedback');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الملاحظات');
    await expect(page.getByTestId('feedback-category').locator('option')).toHaveText([
      'شيء لا يعمل',
      'اقتراح',
      'محتوى وظيفة أو شركة',
      'حسابي',
      'أخرى',
    ]);
    await page.getByTestId('feedback-text').fill('تظهر صفحة الوظيفة براتب خاطئ.');
    await page.getByLabel('البريد الإلكتروني').fill('arabic.feedback@example.com');
    await page.getByTestId('feedback-send').click();
    await expect(page.getByTestId('feedback-thanks')).toContainText('شكرًا لك على ملاحظاتك!');
  });
});
