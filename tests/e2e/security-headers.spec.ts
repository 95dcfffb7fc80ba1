import type { Response } from '@playwright/test';
import { employerBaseURL } from '../playwright.config';
import { sessionUser, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

function expectPolicy(response: Response | null) {
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test.describe('the site under its Content-Security-Policy', () => {
  test('the seeker site and the Boss console are served with the policy and run under it', async ({
    page,
    browser,
  }) => {
    expectPolicy(await page.goto('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const boss = await browser.newContext({ baseURL: employerBaseURL });
    try {
      const bossPage = await boss.newPage();
      expectPolicy(await bossPage.goto('/login'));
      await expect(bossPage.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await boss.close();
    }
  });

  test('the dev mailbox page runs its script and follows new messages live', async ({ page }) => {
    expectPolicy(await page.goto('/dev/mailbox'));
    const email = uniqueEmail('mailbox');
    const sent = await page.request.post('/api/authentication/email-otp/send', { data: { email } });
    expect(sent.status()).toBe(200);
    await expect(page.getByTestId('message').filter({ hasText: `To ${email}` })).toBeVisible();
  });

  test('an Apple sign-in answered by form post: the sandbox page submits it from a script file', async ({
    page,
  }) => {
    await page.goto('/get-started');
    await page.getByTestId('continue-apple').click();
    await expect(page.getByRole('heading', { name: 'Sign in with Apple' })).toBeVisible();
    const callback = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/authentication/social/apple/callback'),
    );
    await page.getByRole('button', { name: 'Continue as Lin' }).click();
    await callback;
    await expect(page).not.toHaveURL(/\/sandbox-oidc\/|\/callback/);
    await expect.poll(() => sessionUser(page)).toMatchObject({ email: 'lin.chen@example.org' });
  });

  test('an injected inline script is blocked and fails the test that meets it', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      return (window as { injectedScriptRan?: boolean }).injectedScriptRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
    // Provoked on purpose: what the guard saw is this test's subject, not a fault of the site.
    cspViolations.splice(0);
  });
});
