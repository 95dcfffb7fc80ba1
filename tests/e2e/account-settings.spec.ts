import type { Page } from '@playwright/test';
import { registerCompleteSeekerViaApi } from './support/accounts';
import { signInBossConsole } from './support/boss';
import { expect, test } from './support/test';

/** The demo Boss of the Taiwan edition (relay/src/seed/demo-accounts.ts); other specs use ph and sg. */
const boss = { email: 'boss.tw@demo.talkhire.local', password: 'Talkhire-boss-3', countryId: 211 };

const englishTabs = [
  'Account',
  'Account Settings',
  'Greeting Messages',
  'Job Alert',
  'Notifications',
  'Settings',
  'Block Company',
];
const arabicTabs = [
  'الحساب',
  'إعدادات الحساب',
  'رسائل الترحيب',
  'تنبيه الوظائف',
  'الإشعارات',
  'الإعدادات',
  'حظر الشركات',
];

async function signedInSeeker(page: Page) {
  // The page's guest session settles first, so its cookie cannot land after the seeker's.
  await page.goto('/');
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
    .toBe(true);
  await registerCompleteSeekerViaApi(page);
}

async function settingsRead(page: Page) {
  const res = await page.request.get('/api/jobseekers/account-setting');
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test.describe('account settings tabs', () => {
  test('the seven tabs in order, in English and Arabic; job-seeking status and visibility are saved', async ({
    page,
  }) => {
    await signedInSeeker(page);
    await page.goto('/account-settings/account-setting');
    await expect(page.getByTestId('account-settings-tabs').getByRole('link')).toHaveText(englishTabs);
    await expect(page.getByRole('link', { name: 'Account Settings', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByLabel('Open to opportunities').check();
    await expect(page.getByTestId('settings-outcome')).toHaveText('Your settings are saved.');
    await page.getByLabel(/^Hidden:/).check();
    await expect(page.getByLabel(/^Hidden:/)).toBeChecked();
    await expect.poll(async () => (await settingsRead(page)).profile_visibility).toBe('hidden');
    await page.reload();
    await expect(page.getByLabel('Open to opportunities')).toBeChecked();
    await expect(page.getByLabel(/^Hidden:/)).toBeChecked();
    expect(await settingsRead(page)).toMatchObject({
      job_seeking_status: 'open_to_opportunities',
      profile_visibility: 'hidden',
    });

    await page.goto('/ar/account-settings/account-setting');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('account-settings-tabs').getByRole('link')).toHaveText(arabicTabs);
    await expect(page.getByLabel('منفتح على الفرص')).toBeChecked();
  });

  test('greeting messages up to the limit of 10, a default chosen, sent when the seeker starts a chat and seen in the Boss console', async ({
    browser,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    // The eleventh greeting is refused on purpose (41343).
    consoleErrors.allow(/greeting-messages\/create.*status of 422/);
    await signedInSeeker(page);
    await page.goto('/account-settings/greeting-messages');
    await expect(page.getByText('You have no greeting messages yet.')).toBeVisible();

    // Spec §5: no contact information, said before anything is sent.
    await page.getByLabel('New greeting message').fill('Call me on +63 917 123 4567');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('greeting-error')).toHaveText(
      'Messages cannot contain URLs or phone numbers.',
    );

    const chosen = `Hello! I am very interested in this role (${Date.now().toString(36)}).`;
    for (let n = 1; n <= 10; n++) {
      const text = n === 3 ? chosen : `Greeting number ${n}: happy to tell you more about my experience.`;
      await page.getByLabel('New greeting message').fill(text);
      await page.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByTestId('greeting-count')).toHaveText(`${n} of 10 greeting messages`);
    }
    // Full: the form gives way to the limit's own sentence, and the relay refuses an eleventh.
    await expect(page.getByTestId('greeting-full')).toContainText(
      'You can save at most 10 greeting messages.',
    );
    await expect(page.getByLabel('New greeting message')).toHaveCount(0);
    const eleventh = await page.request.post('/api/jobseekers/greeting-messages/create', {
      data: { text: 'One more' },
    });
    expect(eleventh.status()).toBe(422);
    expect((await eleventh.json()).code).toBe(41343);

    // The first one is the default until another is chosen.
    const items = page.getByTestId('greeting-item');
    await expect(items.first().getByTestId('greeting-default-badge')).toBeVisible();
    await items.filter({ hasText: chosen }).getByRole('radio').check();
    await expect(items.filter({ hasText: chosen }).getByTestId('greeting-default-badge')).toBeVisible();
    await expect(page.getByTestId('greeting-default-badge')).toHaveCount(1);

    // Delete one (confirmed): the limit leaves room again.
    await items.filter({ hasText: 'Greeting number 10:' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('greeting-delete-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('greeting-count')).toHaveText('9 of 10 greeting messages');
    await expect(page.getByLabel('New greeting message')).toBeVisible();

    // The seeker starts a chat about one of the demo Boss's jobs: the greeting goes first as theirs.
    const { bossContext: context, bossPage, me } = await signInBossConsole(browser, boss);
    const recruiterId = me.recruiter_id;
    const job = await jobOf(page, recruiterId);
    const started = await page.request.post(`/api/job-applications/chats/${recruiterId}/jobseekers`, {
      headers: { 'country-id': String(boss.countryId) },
      data: { job_id: job.id, switch_job: true },
    });
    expect(started.status()).toBe(200);
    const chatId = (await started.json()).data.chat.id as number;
    await page.goto(`/chat/${chatId}`);
    await expect(page.getByTestId('message').filter({ hasText: chosen })).toBeVisible();

    // The Boss console shows it as the seeker's message.
    await bossPage.goto(`/conversations/${chatId}`);
    await expect(bossPage.getByTestId('boss-messages')).toContainText(chosen);
    await context.close();
  });

  test('switching chat emails off, and choosing a language and an edition', async ({ page }) => {
    await signedInSeeker(page);
    await page.goto('/account-settings/notifications');
    const chatMails = page.getByTestId('toggle-email_chat');
    await expect(chatMails).toBeChecked();
    await expect(page.getByTestId('toggle-email_tips')).not.toBeChecked();
    await chatMails.uncheck();
    await expect(page.getByTestId('settings-outcome')).toHaveText('Your settings are saved.');
    await page.reload();
    await expect(page.getByTestId('toggle-email_chat')).not.toBeChecked();
    expect((await settingsRead(page)).notifications).toEqual({
      email_chat: false,
      email_system: true,
      email_tips: false,
      sms_chat: true,
      sms_system: true,
    });

    await page.goto('/account-settings/settings');
    await page.getByLabel('Language', { exact: true }).selectOption('es');
    await page.getByLabel('Country edition').selectOption('jp');
    await page.getByRole('button', { name: 'Save' }).click();
    // The site follows the choice: Spanish pages, the Japan edition.
    await expect(page).toHaveURL(/\/es\/account-settings\/settings$/);
    await expect(page.getByRole('heading', { name: 'Ajustes', level: 2 })).toBeVisible();
    await expect(page.getByTestId('edition-switcher')).toHaveValue('jp');
    await expect(page.getByLabel('Idioma', { exact: true })).toHaveValue('es');
    expect(await settingsRead(page)).toMatchObject({ language: 'es', edition_key: 'jp' });
  });
});

interface Card {
  id: number;
  recruiter: { id: number };
}

/** An open job of this recruiter, found through the seeker's job search of the Boss's edition. */
async function jobOf(page: Page, recruiterId: number): Promise<Card> {
  for (let p = 1; p <= 40; p++) {
    const search = await page.request.get(`/api/jobs/search?page=${p}`, {
      headers: { 'country-id': String(boss.countryId) },
    });
    const { jobs } = (await search.json()).data as { jobs: Card[] };
    const mine = jobs.find((j) => j.recruiter.id === recruiterId);
    if (mine) return mine;
    if (jobs.length === 0) break;
  }
  throw new Error(`no open job of recruiter ${recruiterId}`);
}
