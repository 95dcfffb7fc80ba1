import type { Page } from '@playwright/test';
import { registerViaApi, sessionUser, signOutViaApi, testPassword, uniqueEmail } from './support/accounts';
import { codeIn, lastMessageId, waitForMessage } from './support/mailbox';
import { expect, test } from './support/test';

/** Password sign-in from this page's browser (its known device, so no two-factor step). */
async function passwordLogin(page: Page, email: string, password: string) {
  const device_uuid = await page.evaluate(() => localStorage.getItem('uuid'));
  return page.request.post('/api/authentication/login', {
    data: { email, password, client_id: '1', device_uuid },
  });
}

test.describe('account settings: the Account tab', () => {
  test('change the email with the mailed code, the password, the phone with the SMS code, then delete the account', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
      .toBe(true);
    const account = await registerViaApi(page, { staySignedIn: true });

    await page.goto('/account-settings/account');
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('account-email')).toHaveText(account.email);

    // Email: the code goes to the new address; the old one is told afterwards.
    const newEmail = uniqueEmail('moved');
    await page.getByTestId('account-change-email').click();
    const emailDialog = page.getByRole('dialog', { name: 'Change email address' });
    await emailDialog.getByLabel('New email address').fill(newEmail);
    await emailDialog.getByLabel('Current password').fill(testPassword);
    await emailDialog.getByRole('button', { name: 'Send code' }).click();
    const code = codeIn(await waitForMessage(page.request, newEmail));
    await expect(emailDialog.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await emailDialog.getByLabel('6-digit code').fill(code);
    await emailDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('account-outcome')).toHaveText(`Your email address is now ${newEmail}.`);
    await expect(page.getByTestId('account-email')).toHaveText(newEmail);
    expect(await sessionUser(page)).toMatchObject({ email: newEmail, is_email_verify: true });
    await waitForMessage(page.request, account.email, { matching: /email address was changed/ });

    // Password: a wrong current one is refused on its field; the new one signs in, the old one no more.
    const newPassword = 'a-brand-new-password-7';
    await page.getByTestId('account-change-password').click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change password' });
    await passwordDialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordDialog.getByLabel('Repeat the new password').fill(newPassword);
    await passwordDialog.getByLabel('Current password').fill(testPassword);
    await passwordDialog.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByTestId('account-outcome')).toHaveText(
      'Your password was saved. Your other devices were signed out.',
    );
    await signOutViaApi(page);
    expect((await passwordLogin(page, newEmail, testPassword)).status()).toBe(401);
    const signedIn = await passwordLogin(page, newEmail, newPassword);
    expect(signedIn.status()).toBe(200);

    // Phone: a Philippine number, its SMS code read from the dev mailbox.
    const number = `917${String(Date.now()).slice(-7)}`;
    await page.goto('/account-settings/account');
    await page.getByTestId('account-change-phone').click();
    const phoneDialog = page.getByRole('dialog', { name: 'Change phone number' });
    await phoneDialog.getByTestId('country-code').click();
    await page
      .getByRole('listbox', { name: 'Country code' })
      .getByRole('option')
      .filter({ hasText: 'Philippines' })
      .click();
    await expect(phoneDialog.getByTestId('country-code')).toContainText('+63');
    await phoneDialog.getByLabel('New phone number').fill(number);
    await phoneDialog.getByLabel('Current password').fill(newPassword);
    const smsBefore = await lastMessageId(page.request, `+63${number}`);
    await phoneDialog.getByRole('button', { name: 'Send code by SMS' }).click();
    const sms = await waitForMessage(page.request, `+63${number}`, { after: smsBefore });
    expect(sms.channel).toBe('sms');
    await phoneDialog.getByLabel('6-digit code').fill(codeIn(sms));
    await phoneDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('account-outcome')).toHaveText(`Your phone number is now +63${number}.`);
    await expect(page.getByTestId('account-phone')).toHaveText(`+63${number}`);

    // Delete: the email typed again and the password; signed out to home, and signing in fails.
    await page.getByTestId('account-delete').click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await deleteDialog.getByLabel(/Type your email address/).fill(newEmail);
    await deleteDialog.getByLabel('Current password').fill(newPassword);
    await deleteDialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sessionUser(page)).toBeNull();
    expect((await passwordLogin(page, newEmail, newPassword)).status()).toBe(401);
    await waitForMessage(page.request, newEmail, { matching: /account was deleted/ });
    // The address is free again (a fresh start of the app opens the guest session a sign-up replaces).
    await page.goto('/');
    await registerViaApi(page, { email: newEmail });
  });

  test('a wrong current password is said on its field and the page stays signed in', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 422/);
    await page.goto('/');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
      .toBe(true);
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/ar/account-settings/account');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/account-settings/account');
    await page.getByTestId('account-change-password').click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill('another-password-9');
    await dialog.getByLabel('Repeat the new password').fill('another-password-9');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expect(dialog.getByTestId('change-password-current-password-error')).toHaveText(
      'The current password is incorrect.',
    );
    expect(await sessionUser(page)).not.toBeNull();
    await expect(page).toHaveURL(/\/account-settings\/account$/);
  });
});
