import { registerCompleteSeekerViaApi } from './support/accounts';
import { signInBossConsole, startChatWithBoss } from './support/boss';
import { expect, test } from './support/test';

/** The demo Boss of Singapore (relay/src/seed/demo-accounts.ts); its chats here are with new seekers only. */
const boss = { email: 'boss.sg@demo.talkhire.local', password: 'Talkhire-boss-2' };
const headers = { 'country-id': '193', 'language-id': '1' };

test.describe('the notification center', () => {
  test('a seeker with the page open gets a Boss’s interview invitation live, opens it (read), marks all read; the page in Arabic', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
      .toBe(true);
    await registerCompleteSeekerViaApi(page);

    // The Boss signs in to the console, as interviews.spec does.
    const { bossContext, bossPage, me } = await signInBossConsole(browser, boss);
    const chatId = await startChatWithBoss(page, me, headers);

    // The page is open and empty; the header's bell shows no count.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notifications-empty')).toBeVisible();
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(bell.getByTestId('notification-bell-count')).toHaveCount(0);
    await expect(page.getByTestId('mark-all-read')).toBeDisabled();

    // The Boss invites the seeker: the notice arrives live through the chat worker, the count goes up.
    const invited = await bossPage.request.post('/api/recruiters/interviews', {
      data: {
        chat_id: chatId,
        slots: [new Date(Date.now() + 26 * 3_600_000).toISOString()],
        address: '1 Raffles Place, Singapore',
        contact_person: 'Mei Tan',
        contact_number: '+65 6123 4567',
      },
    });
    expect(invited.status()).toBe(200);
    const company = (await invited.json()).data.company_name as string;
    const item = page.getByTestId('notification-item');
    // Through the relay's bus, the chat socket and the chat worker to this tab, with no reload.
    await expect(item).toHaveCount(1, { timeout: 30_000 });
    await expect(item).toHaveAttribute('data-kind', 'interview_invited');
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toContainText('Interview invitation');
    await expect(item).toContainText(`${company} invited you to an interview`);
    await expect(bell.getByTestId('notification-bell-count')).toContainText('1');

    // Opening it leads to My Jobs' Interview tab and marks it read: the count is gone.
    await item.getByRole('link').click();
    await expect(page).toHaveURL(/\/my-jobs\/interview$/);
    await expect(bell.getByTestId('notification-bell-count')).toHaveCount(0);

    // An offer arrives on another page (live count), then "mark all read" clears it.
    const offered = await bossPage.request.post('/api/recruiters/offers', {
      data: {
        chat_id: chatId,
        salary: 'SGD 6,000 a month',
        start_date: '2027-02-01',
        note: '',
        letter_file_id: null,
      },
    });
    expect(offered.status()).toBe(200);
    await expect(bell.getByTestId('notification-bell-count')).toContainText('1');
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByTestId('notification-item')).toHaveCount(2);
    await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-kind', 'offer_sent');
    await expect(page.getByTestId('notification-item').nth(1)).toHaveAttribute('data-unread', 'false');
    await page.getByTestId('mark-all-read').click();
    await expect(bell.getByTestId('notification-bell-count')).toHaveCount(0);
    await expect(page.locator('[data-testid="notification-item"][data-unread="true"]')).toHaveCount(0);

    // The same page in Arabic, right to left, in the reader's language.
    await page.goto('/ar/notifications');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
    await expect(page.getByTestId('notification-item').first()).toContainText('عرض عمل');
    await expect(page.getByTestId('notification-item').nth(1)).toContainText('دعوة إلى مقابلة');
    await page.getByTestId('filter-unread').click();
    await expect(page.getByTestId('notifications-empty')).toContainText('لا توجد إشعارات غير مقروءة');
    await bossContext.close();
  });

  test('a guest is sent to sign in', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/get-started\?redirect=%2Fnotifications$/);
  });
});
