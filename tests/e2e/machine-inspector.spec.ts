import { employerBaseURL } from '../playwright.config';
import { registerCompleteSeekerByPhoneViaApi } from './support/accounts';
import { startChatWithBoss } from './support/boss';
import { expect, test } from './support/test';

/** The demo Boss of the Philippines (relay/src/seed/demo-accounts.ts); the chat is this test's own. */
const boss = { email: 'boss.ph@demo.talkhire.local', password: 'Talkhire-boss-1', client_id: '1' };
const headers = { 'country-id': '167', 'language-id': '1' };

test.describe('the statechart inspector (the e2e relay runs with INSPECT_MACHINES=1)', () => {
  test('the live view of the interview machine follows an invitation from pending to accepted while the seeker accepts it', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    // The seeker signs up and opens a chat with the Boss about one of the Boss's jobs.
    await page.goto('/');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
      .toBe(true);
    await registerCompleteSeekerByPhoneViaApi(page);
    const bossContext = await browser.newContext({ baseURL: employerBaseURL });
    const signedIn = await bossContext.request.post('/api/authentication/recruiters/login', { data: boss });
    expect(signedIn.status()).toBe(200);
    const me = (await (await bossContext.request.get('/api/recruiters/me')).json()).data as {
      recruiter_id: number;
      company_id: number;
    };
    const chatId = await startChatWithBoss(page, me, headers);

    // A developer opens the interview machine's live view: its diagram, no actor of this chat yet.
    const inspector = await page.context().newPage();
    await inspector.goto('/dev/machines?machine=interview');
    await expect(inspector.getByTestId('inspector-connection')).toHaveAttribute('data-state', 'open');
    const machine = inspector.locator('[data-machine="interview"]');
    await expect(machine.locator('li.state[data-state="pending"]')).toBeVisible();
    await expect(machine.locator('li.state[data-state="accepted"]')).toContainText('CANCEL');
    await expect(inspector.locator('[data-testid="machine"]')).toHaveCount(1);

    // The Boss invites: the invitation appears as an actor in 'pending', highlighted in the diagram.
    const invited = await bossContext.request.post('/api/recruiters/interviews', {
      data: {
        chat_id: chatId,
        slots: [new Date(Date.now() + 48 * 3_600_000).toISOString()],
        address: '12 Ayala Avenue, Makati',
        contact_person: 'Liza Cruz',
        contact_number: '+63 2 8123 4567',
      },
    });
    expect(invited.status()).toBe(200);
    const interviewId = (await invited.json()).data.id as number;
    const actor = machine.locator(`[data-testid="live-actor"][data-actor="relay:interview:${interviewId}"]`);
    await expect(actor).toHaveAttribute('data-value', 'pending');
    await expect(machine.locator('li.state[data-state="pending"]')).toHaveClass(/is-current/);

    // The seeker accepts on the chat's card; the live view moves to 'accepted' and lists the event.
    await page.goto(`/chat/${chatId}`);
    const card = page.getByTestId('interview-card');
    await card.getByTestId('interview-slot').first().check();
    await card.getByTestId('interview-accept').click();
    await expect(card.getByTestId('interview-status')).toHaveText('Accepted');
    await expect(actor).toHaveAttribute('data-value', 'accepted');
    await expect(machine.locator('li.state[data-state="accepted"]')).toHaveClass(/is-current/);
    await expect(machine.getByTestId('live-event').first()).toContainText(
      `ACCEPT → relay:interview:${interviewId}`,
    );
    await bossContext.close();
  });
});
