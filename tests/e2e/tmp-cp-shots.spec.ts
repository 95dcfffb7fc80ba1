import { test } from '@playwright/test';
test('shots', async ({ page }) => {
  const r = await page.request.post('/api/authentication/register', {
    headers: { 'country-id': '167', 'language-id': '10' },
    data: { email: `shot-${Date.now()}@example.com`, password: 'correct horse battery', first_name: 'Maria', last_name: 'Santos', client_id: '1', client_secret: 'web' },
  });
  console.log(r.status());
  await page.setViewportSize({ width: 1100, height: 1400 });
  await page.goto('/jobseeker-complete-profile');
  await page.getByTestId('wizard-next').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/cp-step1-en.png', fullPage: true });
  await page.goto('/ar/jobseeker-complete-profile/3');
  await page.getByTestId('work-add').click();
  await page.locator('#work-description').fill('short');
  await page.getByTestId('work-editor-save').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/cp-step3-ar.png', fullPage: true });
});
