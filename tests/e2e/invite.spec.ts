import type { Page } from '@playwright/test';
import { signUpSeekerViaApi, testPassword, uniqueEmail } from './support/accounts';
import { linkIn, waitForMessage } from './support/mailbox';
import { expect, test } from './support/test';

/** The invite link the page shows, once it is the full address (the browser adds its origin). */
async function inviteLinkOn(page: Page): Promise<string> {
  const field = page.getByTestId('invite-link');
  await expect(field).toHaveValue(/^https?:\/\/.+\/invite\/[A-Za-z0-9_-]{12}$/);
  return field.inputValue();
}

/** One month after today, as the page writes a date ('Dec 27, 2026'). */
function monthAheadIn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() + 1);
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
  });
}

test.describe('invite a friend', () => {
  test('a friend signs up through the invite link and both get a month of VIP; email invites arrive', async ({
    page,
    browser,
  }) => {
    // The longest journey of the suite: two browsers, two sign-ups and a mail.
    test.setTimeout(180_000);
    await signUpSeekerViaApi(page, { firstName: 'Amira' });
    await page.goto('/invite-friends');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends, both get VIP' })).toBeVisible();
    await expect(page.getByTestId('vip-panel')).toContainText('No VIP yet');
    const link = await inviteLinkOn(page);
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{12}$/);

    // Email invites: more than 10 addresses are refused before sending, then two are sent.
    const field = page.getByLabel(/Email addresses, up to 10 at a time/);
    await field.fill(Array.from({ length: 11 }, (_, i) => `x${i}@example.com`).join(', '));
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.locator('#invite-emails-error')).toHaveText('You can add at most 10.');
    const friends = [uniqueEmail('friend'), uniqueEmail('friend')];
    await field.fill(friends.join('\n'));
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('Invitations sent: 2')).toBeVisible();
    await expect(page.getByTestId('invited-people')).toContainText(friends[0]!);
    const mail = await waitForMessage(page.request, friends[1]!, { matching: /Amira invites you/ });
    expect(linkIn(mail, new URL(link).pathname)).toContain(new URL(link).pathname);

    // The friend opens the link in a browser of their own and signs up through it.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link).pathname);
    await expect(friend.getByRole('heading', { level: 1, name: 'Amira invited you' })).toBeVisible();
    await friend.getByTestId('invitation-sign-up').click();
    await friend.getByTestId('show-register').click();
    await friend.getByLabel('First name').fill('Bilal');
    await friend.getByLabel('Last name').fill('Yusuf');
    await friend.getByLabel('Email').fill(uniqueEmail('invitee'));
    await friend.getByLabel('Password').fill(testPassword);
    await friend.getByLabel('I agree to the Terms of use and Privacy policy').check();
    await friend.getByTestId('submit-register').click();
    const until = await monthAheadIn(friend);
    await expect(friend.getByTestId('invitation-rewarded')).toHaveText(
      `Welcome! You and Amira now have VIP until ${until}.`,
    );
    // Opening it again rewards nobody twice.
    await friend.reload();
    await expect(friend.getByTestId('invitation-already_rewarded')).toBeVisible();
    await friendContext.close();

    await page.reload();
    await expect(page.getByTestId('vip-until')).toHaveText(`VIP until ${until}`);
    await expect(page.getByTestId('invited-people')).toContainText('Bilal');
    await expect(page.getByTestId('invited-people')).toContainText('Joined');
    await page.getByRole('button', { name: 'Refresh my resume' }).click();
    await expect(page.getByText(/Resume last refreshed on/)).toBeVisible();
    await expect(page.getByTestId('refreshed-until')).toHaveText(/^Shown first to Bosses until /);
  });

  test('the home banner leads to the invite page, and an own link gives no reward', async ({ page }) => {
    await signUpSeekerViaApi(page, { firstName: 'Dara' });
    await page.goto('/');
    // Reachable from the footer's menu, and from the home banner that advertises it.
    await expect(page.getByTestId('invite-friends-link')).toHaveAttribute('href', '/invite-friends');
    await page.getByTestId('banner-invite_friend').click();
    await expect(page).toHaveURL(/\/invite-friends$/);
    const link = await inviteLinkOn(page);
    await page.goto(new URL(link).pathname);
    await expect(page.getByTestId('invitation-own_code')).toHaveText(
      'This is your own invitation: share it with a friend instead.',
    );
  });

  test('the invite pages in Arabic read right to left with Arabic texts', async ({ page, browser }) => {
    await signUpSeekerViaApi(page, { firstName: 'Huda' });
    await page.goto('/ar/invite-friends');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ادعُ أصدقاءك واحصلا معًا على VIP' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إرسال الدعوات' })).toBeVisible();
    const link = await inviteLinkOn(page);
    expect(new URL(link).pathname).toMatch(/^\/ar\/invite\//);

    const guest = await browser.newContext();
    const visitor = await guest.newPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(visitor.getByRole('heading', { level: 1, name: 'دعاك Huda' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'التسجيل' })).toBeVisible();
    await guest.close();
  });

  test('home banners lead only to pages that exist, and the home page recommends courses', async ({
    page,
  }) => {
    await page.goto('/');
    const banners = page.locator('.card--banner a');
    await expect(banners).toHaveCount(5);
    for (const href of await banners.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      const answer = await page.request.get(href ?? '');
      expect(answer.status(), `${href}`).toBe(200);
    }
    const courses = page.getByTestId('home-courses');
    await expect(courses.getByRole('heading', { name: 'Recommended courses' })).toBeVisible();
    await expect(courses.getByTestId('course')).toHaveCount(3);
  });

  test('an unknown invitation says so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/api\/invites\/.*status of 404/);
    await page.goto('/invite/NoSuchCode123');
    await expect(page.getByRole('alert')).toHaveText(
      'This invitation does not exist. Check the link you received.',
    );
  });
});
