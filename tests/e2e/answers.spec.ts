import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Spec §7 handling of answers. The failures are produced by the network layer of the test. A page
 * arrives rendered with its data, so each test opens a page of the single-page app first (the
 * currency converter; public pages load every page from the server) and then goes home in the
 * browser: the home page's lists are then asked for by the browser, where the test answers them.
 */
const goHomeInTheBrowser = async (page: Page, from: string) => {
  await page.goto(from);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The brand link, whatever the language calls it.
  await page.locator('header a.brand').click();
};

test.describe('how the shell handles failed answers', () => {
  test('a 5xx shows the server-error notification bar', async ({ page, consoleErrors }) => {
    // The 502 is this test's own, answered by the route below; Chromium logs the failed load.
    consoleErrors.allow(/main_functions\/list.*status of 502/);
    await page.route('**/api/config/main_functions/list**', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await goHomeInTheBrowser(page, '/currency-converter');
    const bar = page.getByTestId('notification-bar');
    await expect(bar).toContainText(
      'We are sorry. Something went wrong. There was an unexpected server error.',
    );
    await bar.getByRole('button', { name: 'Dismiss' }).click();
    await expect(bar).toBeHidden();
  });

  test('a message in a refusal shows as a toast', async ({ page, consoleErrors }) => {
    // The 422 is this test's own, answered by the route below.
    consoleErrors.allow(/feature_banners\/list.*status of 422/);
    await page.route('**/api/config/feature_banners/list**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ code: 40001, message: 'Generic', errors: { error: ['Banner list refused'] } }),
      }),
    );
    await goHomeInTheBrowser(page, '/currency-converter');
    await expect(page.getByTestId('toast')).toHaveText('Banner list refused');
  });

  test('a 401 clears the session and goes to /get-started with the redirect', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    // The 401 is this test's own, answered by the route below.
    consoleErrors.allow(/main_functions\/list.*status of 401/);
    await context.addCookies([{ name: 'user', value: '%7B%22id%22%3A1%7D', url: baseURL! }]);
    await page.route('**/api/config/main_functions/list**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 40003, message: 'Please log in', errors: {} }),
      }),
    );
    await goHomeInTheBrowser(page, '/ja/currency-converter');
    await expect(page).toHaveURL(/\/ja\/get-started\?redirect=%2Fja$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'user')).toBeUndefined();
  });
});
