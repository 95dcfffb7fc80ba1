import { opsToken } from '../playwright.config';
import { expect, test } from './support/test';

const setOutage = (request: import('@playwright/test').APIRequestContext, on: boolean) =>
  request.put('/ops/website-outage', {
    headers: { authorization: `Bearer ${opsToken}` },
    data: { is_under_maintenance: on },
  });

// @alone: it switches the whole site off, which every other test would see.
test.describe('maintenance', { tag: '@alone' }, () => {
  test.afterEach(async ({ request }) => {
    await setOutage(request, false);
  });

  test('the maintenance page shows while the website outage is on, in the page language', async ({
    page,
    request,
  }) => {
    expect((await setOutage(request, true)).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByTestId('maintenance')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance.');
    await expect(
      page.getByText(
        'The page that you are looking for is currently under maintenance and will be back soon!',
      ),
    ).toBeVisible();
    await page.goto('/ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);

    await setOutage(request, false);
    await page.goto('/');
    await expect(page.getByTestId('home')).toBeVisible();
  });
});
