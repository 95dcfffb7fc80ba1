import { expect, test } from './support/test';

test.describe('web shell', () => {
  test('home renders in English, left to right, with text from the translation service', async ({ page }) => {
    const translations = page.waitForResponse(
      (r) => r.url().includes('/translation/content/version/') && r.url().endsWith('/en/17.json'),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find your next job and chat directly with the Boss',
    );
    expect((await translations).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
    await expect(page.getByRole('heading', { name: 'Information Technology' })).toBeVisible();
    const cache = await page.evaluate(() => localStorage.getItem('talkhire_jobseeker_translations'));
    expect(JSON.parse(cache ?? '{}').files['en/jobseeker']).toBeTruthy();
  });

  test('home renders in Japanese under /ja', async ({ page }) => {
    await page.goto('/ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u3040-\u30ff\u4e00-\u9faf]/);
    await expect(page.getByTestId('language-switcher')).toHaveValue('ja');
  });

  test('home renders in Arabic right to left under /ar', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    // The brand sits at the right edge when the page is mirrored.
    const brand = await page.locator('.brand').boundingBox();
    const width = page.viewportSize()!.width;
    expect(brand!.x).toBeGreaterThan(width / 2);
  });

  test('the language switcher keeps the page and changes the language segment', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').selectOption('zh-tw');
    await expect(page).toHaveURL(/\/zh-tw$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('switching edition changes the Country-Id of every request and the employer link', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-edition')).toHaveText('Philippines');
    // The hero names the edition only: no debug line of its currency and default location.
    await expect(page.getByTestId('hero-edition').locator('..')).not.toContainText('Currency');
    const request = page.waitForRequest(
      (r) => r.url().includes('/api/config/') && r.headers()['country-id'] === '105',
    );
    await page.getByTestId('edition-switcher').selectOption('jp');
    await expect(page.getByTestId('hero-edition')).toHaveText('Japan');
    await page.reload();
    await expect(page.getByTestId('edition-switcher')).toHaveValue('jp');
    const sent = await request;
    expect(sent.headers()).toMatchObject({ 'language-id': '1', 'role-id': '1' });
    await expect(page.getByTestId('employer-link')).toHaveAttribute('href', /\/boss\?country=jp&lang=en$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'country')?.value).toBe('jp');
  });

  test('lists the 18 editions and Others in the switcher', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('edition-switcher').locator('option')).toHaveCount(19);
  });

  test('a guest session is opened once, with the device uuid in local storage and a cookie', async ({
    page,
  }) => {
    const login = page.waitForResponse((r) => r.url().endsWith('/api/authentication/guest/login'));
    await page.goto('/');
    expect((await login).status()).toBe(200);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'sessionid');
    expect(session?.httpOnly).toBe(true);
    const uuid = await page.evaluate(() => localStorage.getItem('uuid'));
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.find((c) => c.name === 'uuid')?.value).toBe(uuid);

    let again = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/authentication/guest/login')) again++;
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(again).toBe(0);
  });

  test('an unknown page shows page-not-found', async ({ page }) => {
    await page.goto('/es/this-page-does-not-exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByTestId('not-found').getByRole('link').click();
    await expect(page).toHaveURL(/\/es$/);
  });

  test('the menu toggle opens and closes the menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeHidden();
  });
});
