import type { Page } from '@playwright/test';
import {
  registerViaApi,
  sessionUser,
  signInWithEmailCodeViaApi,
  signOutViaApi,
  testPassword,
  uniqueEmail,
} from './support/accounts';
import { codeIn, lastMessageId, linkIn, waitForMessage } from './support/mailbox';
import { expect, test } from './support/test';

const signedIn = (page: Page) => expect(page.getByTestId('logout')).toBeVisible();

async function continueWithEmail(page: Page, email: string) {
  await page.getByTestId('continue-email').click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test.describe('accounts', () => {
  test('register: the form signs up and in; the same email again is taken', async ({
    page,
    consoleErrors,
  }) => {
    // The taken email is refused on purpose (422); and the sign-out below happens behind the
    // profile page's back.
    consoleErrors.allow(/authentication\/register.*status of 422/);
    consoleErrors.allowSessionEndedBehindPage();
    const email = uniqueEmail('register');
    await page.goto('/get-started');
    await page.getByTestId('show-register').click();
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Cruz');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(testPassword);
    await page.getByLabel('I agree to the Terms of use and Privacy policy').check();
    await page.getByTestId('submit-register').click();
    // Spec §4: a new seeker (active_key 1, profile incomplete) goes to profile completion.
    await expect(page).toHaveURL(/\/jobseeker-complete-profile/);
    await signedIn(page);
    expect(await sessionUser(page)).toMatchObject({ first_name: 'Maya', email });

    await signOutViaApi(page);
    await page.goto('/get-started');
    await page.getByTestId('show-register').click();
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Cruz');
    await page.getByLabel('Email').fill(email);
    await page.getByTestId('submit-register').click();
    await expect(page.getByTestId('register-email-error')).toHaveText('The email has already been taken.');
  });

  test('password login: a wrong password is an invalid credential, the right one lands on the redirect', async ({
    page,
    consoleErrors,
  }) => {
    // The wrong password is refused on purpose (401).
    consoleErrors.allow(/jobseekers\/login.*status of 401/);
    const account = await registerViaApi(page);
    await page.goto('/get-started?redirect=/onsite-job');
    await continueWithEmail(page, account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByTestId('submit-password').click();
    await expect(page.getByTestId('login-password-error')).toHaveText('invalid credential');
    await page.getByLabel('Password').fill(account.password);
    await page.getByTestId('submit-password').click();
    await expect(page).toHaveURL(/\/onsite-job$/);
    await signedIn(page);
    // Landed once: the sign-in's navigation is not repeated while the session refreshes.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.waitForTimeout(1500);
    expect(navigations).toBe(0);
  });

  test('email code: a wrong code is refused, the mailed one signs a new address up', async ({
    page,
    consoleErrors,
  }) => {
    // The wrong code is refused on purpose (422).
    consoleErrors.allow(/email-otp\/verify.*status of 422/);
    const email = uniqueEmail('code');
    await page.goto('/get-started');
    await continueWithEmail(page, email);
    await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    const code = codeIn(await waitForMessage(page.request, email, { matching: /sign-in code/ }));
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('email-code-input-error')).toHaveText(
      'The OTP you have entered is wrong. Please try again.',
    );
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/jobseeker-complete-profile/);
    await signedIn(page);
  });

  test('magic link: the mailed link signs in and honours the redirect', async ({ page }) => {
    const email = uniqueEmail('link');
    await page.goto('/get-started?redirect=/onsite-job');
    await continueWithEmail(page, email);
    await page.getByTestId('send-magic-link').click();
    await expect(page.getByTestId('magic-link-sent')).toContainText(email);
    const link = linkIn(
      await waitForMessage(page.request, email, { matching: /sign-in link/ }),
      '/magic-link',
    );
    await page.goto(link);
    await expect(page).toHaveURL(/\/onsite-job$/);
    await signedIn(page);
  });

  test('phone code: only SMS countries are offered; the SMS code signs in', async ({ page }) => {
    const number = `917${String(Date.now()).slice(-7)}`;
    await page.goto('/get-started');
    await page.getByTestId('continue-phone').click();
    await page.getByTestId('country-code').click();
    // Spec §5: the SMS countries only (the editions and Macau).
    const countries = page.getByRole('listbox', { name: 'Country code' }).getByRole('option');
    await expect(countries).toHaveCount(19);
    await countries.filter({ hasText: 'Philippines' }).click();
    await expect(page.getByTestId('country-code')).toContainText('+63');
    await page.getByLabel('Phone number').fill(number);
    await page.getByRole('button', { name: 'Send code' }).click();
    const sms = await waitForMessage(page.request, `+63${number}`);
    expect(sms.channel).toBe('sms');
    await page.getByLabel('6-digit code').fill(codeIn(sms));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/jobseeker-complete-profile/);
    await signedIn(page);
  });

  test('two-factor: a password login from a new browser asks for the mailed code', async ({
    page,
    browser,
  }) => {
    const account = await registerViaApi(page);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/get-started?redirect=/onsite-job');
    await continueWithEmail(other, account.email);
    await other.getByLabel('Password').fill(account.password);
    await other.getByTestId('submit-password').click();
    await expect(other.getByRole('heading', { name: 'Safety verification' })).toBeVisible();
    const mail = await waitForMessage(other.request, account.email, { matching: /new device/ });
    await other.getByLabel('6-digit code').fill(codeIn(mail));
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other).toHaveURL(/\/onsite-job$/);
    await signedIn(other);
    await fresh.close();
  });

  test('reset password: code, new password, then 429 after too many requests', async ({
    page,
    consoleErrors,
  }) => {
    // Asking too often is refused on purpose (429).
    consoleErrors.allow(/reset-password\/otp.*status of 429/);
    const account = await registerViaApi(page);
    await page.goto('/get-started');
    await continueWithEmail(page, account.email);
    await page.getByTestId('forgot-password').click();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    const after = await lastMessageId(page.request, account.email);
    await page.getByTestId('send-reset-code').click();
    const mail = await waitForMessage(page.request, account.email, { after, matching: /password reset/ });
    await page.getByLabel('6-digit code').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/change-password\?email=.+&otp=\d{6}$/);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
    await page.getByLabel('Confirm new password').fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('toast')).toHaveText('Your password has been changed. Please log in.');
    await expect(page).toHaveURL(/\/get-started$/);
    const login = await page.request.post('/api/authentication/login', {
      data: { email: account.email, password: 'a-brand-new-secret', client_id: '1' },
    });
    expect(login.status()).toBe(200);
    await signOutViaApi(page);

    // Three codes per address in ten minutes: the UI asked once, two more here, the next is refused.
    for (let i = 0; i < 2; i++) {
      const response = await page.request.post('/api/authentication/reset-password/otp', {
        data: { email: account.email },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto('/get-started');
    await continueWithEmail(page, account.email);
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('send-reset-code').click();
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again later.');
  });

  test('logout clears the session cookies and the header offers Get started again', async ({ page }) => {
    await page.goto('/');
    await signInWithEmailCodeViaApi(page, uniqueEmail('logout'));
    await page.reload();
    await signedIn(page);
    const before = (await page.context().cookies()).find((c) => c.name === 'sessionid')?.value;
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('get-started')).toBeVisible();
    expect(await sessionUser(page)).toBeNull();
    const after = (await page.context().cookies()).find((c) => c.name === 'sessionid')?.value;
    expect(after).not.toBe(before);
  });

  test('social login: Google through the sandbox provider signs in', async ({ page }) => {
    await page.goto('/get-started?redirect=/onsite-job');
    await page.getByTestId('continue-google').click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue as Ana' }).click();
    await expect(page).toHaveURL(/\/onsite-job$/);
    await signedIn(page);
    expect(await sessionUser(page)).toMatchObject({ first_name: 'Ana', email: 'ana.santos@example.com' });
  });

  test('QR login: a signed-in phone confirms and the desktop ends signed in', async ({ page, browser }) => {
    const created = page.waitForResponse((r) => r.url().endsWith('/api/authentication/qr/create'));
    await page.goto('/get-started?redirect=/onsite-job');
    const { data } = (await (await created).json()) as { data: { token: string } };
    await expect(page.getByTestId('qr-code')).toBeVisible();

    const email = uniqueEmail('qr');
    // The phone is done once it has confirmed: closing it first leaves no open page behind it
    // while the desktop is checked (an open phone page made the teardown time out now and then).
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      const phone = await phoneContext.newPage();
      await phone.goto('/');
      await signInWithEmailCodeViaApi(phone, email);
      await phone.goto(`/qr-login/${data.token}`);
      await expect(page.getByTestId('qr-status')).toHaveText('Scanned. Confirm the login on your phone.');
      await phone.getByTestId('qr-confirm').click();
      await expect(phone.getByTestId('qr-confirmed')).toHaveText('Done. You can go back to your computer.');
    } finally {
      await phoneContext.close();
    }

    await expect(page).toHaveURL(/\/onsite-job$/);
    await signedIn(page);
    expect(await sessionUser(page)).toMatchObject({ email });
  });

  test('already logged in: get-started offers sign out, which returns to the sign-in choices', async ({
    page,
  }) => {
    await page.goto('/');
    await signInWithEmailCodeViaApi(page, uniqueEmail('again'));
    await page.goto('/get-started');
    await expect(page.getByRole('heading', { name: 'You are already logged in' })).toBeVisible();
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('continue-email')).toBeVisible();
    expect(await sessionUser(page)).toBeNull();
  });

  test("signing out while the bell's unread count is on its way drops that read: no 401 is logged", async ({
    page,
  }) => {
    await page.goto('/');
    await signInWithEmailCodeViaApi(page, uniqueEmail('bell-get-started'));
    const count = await holdUnreadCountUntilLoggedOut(page);
    await page.goto('/get-started');
    await expect(page.getByRole('heading', { name: 'You are already logged in' })).toBeVisible();
    await expect.poll(count.held).toBe(true);
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('continue-email')).toBeVisible();
    await count.released;
  });

  test('hand-off: a one-time ticket signs another browser in once, then is spent', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // The spent ticket is refused on purpose (401).
    consoleErrors.allow(/tickets\/redeem.*status of 401/);
    await page.goto('/');
    await signInWithEmailCodeViaApi(page, uniqueEmail('handoff'));
    const issued = await page.request.post('/api/authentication/tickets');
    const { ticket } = ((await issued.json()) as { data: { ticket: string } }).data;
    const origin = new URL(page.url()).origin;
    const url = `/jobseeker-login-redirect?redirectUrl=${encodeURIComponent(`${origin}/onsite-job`)}&sessionid=${ticket}&isAppRedirectModalClosed=1`;

    const first = await browser.newContext();
    const other = await first.newPage();
    await other.goto(url);
    await expect(other).toHaveURL(/\/onsite-job$/);
    await signedIn(other);

    const second = await browser.newContext();
    const replay = await second.newPage();
    await replay.goto(url);
    await expect(replay.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
    await Promise.all([first.close(), second.close()]);
  });

  test('verify email: the mailed link verifies the address and says so', async ({ page }) => {
    const account = await registerViaApi(page, { staySignedIn: true });
    const after = await lastMessageId(page.request, account.email);
    expect((await page.request.post('/api/data/email/generate-otp')).status()).toBe(200);
    const mail = await waitForMessage(page.request, account.email, { after, matching: /Verify your email/ });
    await page.goto(linkIn(mail, '/verify-email'));
    await expect(page.getByTestId('toast')).toHaveText('Your email address has been verified.');
    expect(await sessionUser(page)).toMatchObject({ is_email_verify: true });
  });
});

/**
 * Holds the notification bell's unread-count reads until the page's logout is answered, then lets
 * them go on: a read still on its way when the session ends would be answered 401 (which Chromium
 * logs, failing the test) unless the page dropped it first.
 */
async function holdUnreadCountUntilLoggedOut(page: Page) {
  let held = false;
  let loggedOut!: () => void;
  const answered = new Promise<void>((resolve) => {
    loggedOut = resolve;
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/authentication/log-out')) loggedOut();
  });
  let released!: () => void;
  const done = new Promise<void>((resolve) => {
    released = resolve;
  });
  await page.route('**/api/notification/notifications/unread-count', async (route) => {
    held = true;
    await answered;
    // A read the page dropped meanwhile cannot be continued.
    await route.continue().catch(() => undefined);
    // Give a 401 time to reach the console.
    await page.waitForTimeout(500).catch(() => undefined);
    released();
  });
  return { held: () => held, released: done };
}
