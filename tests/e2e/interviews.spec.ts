import type { Page } from '@playwright/test';
import { registerCompleteSeekerByPhoneViaApi } from './support/accounts';
import { signInBossConsole, startChatWithBoss } from './support/boss';
import { expect, test } from './support/test';

/** The demo Boss of Taiwan (relay/src/seed/demo-accounts.ts): no other spec signs in with it. */
const boss = { email: 'boss.tw@demo.talkhire.local', password: 'Talkhire-boss-3' };
const headers = { 'country-id': '167', 'language-id': '1' };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** A wall-clock time in a zone as a datetime-local input takes it: 'YYYY-MM-DDTHH:mm'. */
function wallTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function send(page: Page, text: string) {
  await page.getByTestId('composer-input').fill(text);
  await page.getByTestId('composer-send').click();
}

test.describe('interviews, offers and chat exchanges between a seeker and a Boss', () => {
  test('the Boss invites with three slots, the seeker accepts live in two tabs, checks in, gets the result and accepts an offer; resume and numbers are exchanged after both replied', async ({
    browser,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    // Refusals the test provokes on purpose answer 422; Chromium logs each as a failed resource.
    consoleErrors.allow(/status of 422/);

    // The seeker signs up with a mobile number, completes the profile and uploads a resume.
    await page.goto('/');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
      .toBe(true);
    const seekerNumber = await registerCompleteSeekerByPhoneViaApi(page);
    const uploaded = await page.request.post('/api/jobseekers/resume/upload', {
      multipart: { file: { name: 'Paz Tester CV.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(uploaded.status()).toBe(200);

    // The Boss signs in to the console.
    const { bossContext, bossPage, me } = await signInBossConsole(browser, boss);

    // The seeker starts a chat about one of the Boss's jobs.
    const chatId = await startChatWithBoss(page, me, headers);

    const tab1 = page;
    const tab2 = await page.context().newPage();
    await tab1.goto(`/chat/${chatId}`);
    await tab2.goto(`/chat/${chatId}`);
    await bossPage.goto(`/conversations/${chatId}`);
    const bossMessages = bossPage.getByTestId('boss-messages');

    // Before both sides have replied the exchanges are closed, and contact details are refused.
    await expect(tab1.getByTestId('actions-locked')).toBeVisible();
    await expect(tab1.getByTestId('action-send-resume')).toBeDisabled();
    await expect(bossPage.getByTestId('action-exchange-mobile')).toBeDisabled();
    await send(tab1, 'Call me on 0917 555 0134');
    const refused = tab1.getByTestId('message').filter({ hasText: '0917 555 0134' });
    await expect(refused).toHaveAttribute('data-state', 'failed');
    await expect(refused.getByTestId('message-error')).toHaveText(
      'Messages cannot contain URLs or phone numbers.',
    );

    // Both reply: the actions open on both sides.
    await send(tab1, 'Hello, I am interested in this role.');
    await bossPage.getByLabel('Message', { exact: true }).fill('Hello Paz, thanks for your message.');
    await bossPage.getByLabel('Message', { exact: true }).press('Enter');
    await expect(tab1.getByTestId('messages')).toContainText('Hello Paz, thanks for your message.');
    await expect(tab1.getByTestId('action-send-resume')).toBeEnabled();
    await expect(bossPage.getByTestId('action-exchange-mobile')).toBeEnabled();

    // The seeker sends a resume; the Boss can open it.
    await tab1.getByTestId('action-send-resume').click();
    await expect(tab1.getByTestId('resume-choice')).toContainText('Paz Tester CV.pdf');
    await tab1.getByTestId('resume-send').click();
    await expect(bossMessages.getByTestId('resume-open')).toContainText('Paz Tester CV.pdf');
    const resume = await bossPage.request.get(
      (await bossMessages.getByTestId('resume-open').getAttribute('href')) ?? '',
    );
    expect(resume.status()).toBe(200);

    // The Boss asks to exchange numbers; the seeker accepts; both see both numbers.
    await bossPage.getByTestId('action-exchange-mobile').click();
    const seekerExchange = tab1.getByTestId('exchange-card');
    await expect(seekerExchange).toContainText('would like to exchange mobile numbers');
    await seekerExchange.getByTestId('exchange-accept').click();
    await expect(seekerExchange.getByTestId('exchange-numbers')).toContainText(seekerNumber);
    await expect(bossMessages.getByTestId('exchange-numbers')).toContainText(seekerNumber);

    // The Boss invites with three time options: the first in 20 minutes, in the edition's zone.
    await bossPage.getByTestId('action-invite').click();
    const form = bossPage.getByTestId('invite-form');
    const now = Date.now();
    await form.getByTestId('invite-add-slot').click();
    await form.getByTestId('invite-add-slot').click();
    const slots = form.getByTestId('invite-slot');
    await slots.nth(0).fill(wallTime(new Date(now + 20 * 60_000), me.time_zone));
    await slots.nth(1).fill(wallTime(new Date(now + 26 * 3_600_000), me.time_zone));
    await slots.nth(2).fill(wallTime(new Date(now + 50 * 3_600_000), me.time_zone));
    await form.getByTestId('invite-address').fill('8 Songren Road, Taipei');
    await form.getByTestId('invite-number').fill('+886 2 2720 8889');
    await form.getByTestId('invite-send').click();
    await expect(form).toBeHidden();

    // Both seeker tabs show the invitation live, with its three times; the red dot is on.
    for (const tab of [tab1, tab2]) {
      const card = tab.getByTestId('interview-card');
      await expect(card.getByTestId('interview-status')).toHaveText('Pending');
      await expect(card.getByTestId('interview-slot')).toHaveCount(3);
    }
    // A page opened now shows the red dot beside My Jobs.
    await tab2.goto('/');
    await expect(tab2.getByTestId('my-jobs-link').getByTestId('interview-red-dot')).toBeVisible();
    await tab2.goto(`/chat/${chatId}`);

    // Accepting without a time is refused on the card; picking the first accepts it everywhere.
    const card1 = tab1.getByTestId('interview-card');
    await card1.getByTestId('interview-accept').click();
    await expect(card1.getByTestId('card-error')).toHaveText('Please select an interview time');
    await card1.getByTestId('interview-slot').first().check();
    await card1.getByTestId('interview-accept').click();
    await expect(card1.getByTestId('interview-status')).toHaveText('Accepted');
    await expect(tab2.getByTestId('interview-card').getByTestId('interview-status')).toHaveText('Accepted');
    const bossCard = bossMessages.getByTestId('interview-card');
    await expect(bossCard.getByTestId('interview-status')).toHaveText('Accepted');

    // Cancelling within 3 hours of the start is refused with the spec's message.
    await card1.getByTestId('interview-cancel').click();
    await card1.getByTestId('card-reason-confirm').click();
    await expect(card1.getByRole('alert')).toHaveText('Please enter reason');
    await card1.getByTestId('card-reason').fill('Something came up');
    await card1.getByTestId('card-reason-confirm').click();
    await expect(card1.getByTestId('card-error')).toContainText('Unable to cancel interview');
    await card1.getByRole('button', { name: 'Back' }).click();

    // Check-in opens 30 minutes before the start.
    await card1.getByTestId('interview-check-in').click();
    await expect(card1.getByTestId('interview-status')).toHaveText('Checked-in');

    // The Boss records attendance and the result; then the seeker asks for the result.
    await expect(bossCard.getByTestId('interview-status')).toHaveText('Checked-in');
    await bossCard.getByTestId('interview-mark-attended').click();
    await expect(card1.getByTestId('interview-status')).toHaveText('Completed');
    await bossCard.getByTestId('interview-mark-passed').click();
    await expect(card1.getByTestId('interview-status')).toHaveText('Passed');
    await expect(tab2.getByTestId('interview-card').getByTestId('interview-status')).toHaveText('Passed');
    await card1.getByTestId('interview-request-result').click();
    await expect(card1).toContainText('Result requested');
    await expect(bossCard).toContainText('Result requested');

    // The Boss sends an offer; the seeker accepts it; the Boss sees the answer.
    await bossPage.getByTestId('action-offer').click();
    const offerForm = bossPage.getByTestId('offer-form');
    await offerForm.getByTestId('offer-salary').fill('TWD 65,000 a month');
    await offerForm.getByTestId('offer-start').fill('2027-01-04');
    await offerForm.getByTestId('offer-send').click();
    const offer = tab2.getByTestId('offer-card');
    await expect(offer).toContainText('TWD 65,000 a month');
    await offer.getByTestId('offer-accept').click();
    await expect(offer.getByTestId('offer-status')).toHaveText('Accepted');
    await expect(bossMessages.getByTestId('offer-card').getByTestId('offer-status')).toHaveText('Accepted');

    // My Jobs' Interview tab lists it with its result.
    await tab1.goto('/my-jobs/interview');
    const listed = tab1.getByTestId('my-jobs-panel-interview').getByTestId('interview-card');
    await expect(listed.getByTestId('interview-status')).toHaveText('Passed');
    await expect(tab1.getByTestId('interview-red-dot')).toHaveCount(0);
    await expect(tab1.getByTestId('my-offers').getByTestId('offer-status')).toHaveText('Accepted');
    // Filtered by status: none pending, the passed one under Passed.
    await tab1.getByTestId('interview-status-filter').selectOption('pending');
    await expect(tab1.getByTestId('my-jobs-empty-interview')).toContainText(
      'No interviews with this status.',
    );
    await tab1.getByTestId('interview-status-filter').selectOption('passed');
    await expect(listed.getByTestId('interview-status')).toHaveText('Passed');

    // The console's interview list shows it too, with its result.
    await bossPage.getByTestId('boss-interviews-link').click();
    // The Boss has other candidates' invitations too (other tests, earlier tries): this chat's one.
    const bossListed = bossPage
      .getByTestId('boss-interviews')
      .getByRole('listitem')
      .filter({ has: bossPage.locator(`a[href$="/conversations/${chatId}"]`) })
      .getByTestId('interview-card');
    await expect(bossListed.getByTestId('interview-status')).toHaveText('Passed');

    await bossContext.close();
  });
});
