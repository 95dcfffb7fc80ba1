import type { APIRequestContext } from '@playwright/test';
import { employerBaseURL } from '../playwright.config';
import { signUpSeekerViaApi } from './support/accounts';
import {
  blurPage,
  recordNotifications,
  shownNotifications,
  withoutSharedWorker,
} from './support/browser-stand-ins';
import { expect, test } from './support/test';

/**
 * The demo recruiters `npm start` prints (relay/src/seed/demo-accounts.ts), one per test, so no
 * account meets the sign-in limit of 5 a minute, retries included.
 */
const boss = { email: 'boss.ph@demo.talkhire.local', password: 'Talkhire-boss-1', countryId: 167 };
const otherBoss = { email: 'boss.sg@demo.talkhire.local', password: 'Talkhire-boss-2', countryId: 193 };

interface Card {
  id: number;
  title: string;
  recruiter: { id: number };
}

/** An open job of this recruiter in its edition, found through the seeker's job search. */
async function jobOf(request: APIRequestContext, recruiterId: number, countryId: number): Promise<Card> {
  for (let page = 1; page <= 40; page++) {
    const search = await request.get(`/api/jobs/search?page=${page}`, {
      headers: { 'country-id': String(countryId) },
    });
    const { jobs } = (await search.json()).data as { jobs: Card[] };
    const mine = jobs.find((j) => j.recruiter.id === recruiterId);
    if (mine) return mine;
    if (jobs.length === 0) break;
  }
  throw new Error(`no open job of recruiter ${recruiterId}`);
}

/** A first name no earlier run (or retry) on the same database has used: rows are found by name. */
function uniqueFirstName(base: string): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${base}${letters.join('')}`;
}

test.describe('the Boss console on the employer site', () => {
  test('a Boss answers an applicant live, sends a file and marks them not suitable; the seeker sees all of it', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    // The Boss: a browser context of its own, on the employer origin.
    const bossContext = await browser.newContext({ baseURL: employerBaseURL });
    await recordNotifications(bossContext);
    const bossPage = await bossContext.newPage();
    await bossPage.goto('/');
    await expect(bossPage).toHaveURL(/\/login$/);
    await bossPage.getByLabel('Work email').fill(boss.email);
    await bossPage.getByLabel('Password').fill(boss.password);
    await bossPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(bossPage).toHaveURL(/\/conversations$/);
    await expect(bossPage.getByText('Choose a conversation from the list.')).toBeVisible();
    await expect(bossPage.locator('.boss')).toHaveAttribute('data-chat-mode', 'shared-worker');
    const me = (await (await bossPage.request.get('/api/recruiters/me')).json()).data as {
      recruiter_id: number;
      user_id: number;
    };

    // The seeker, on the seeker site, applies to one of the Boss's jobs.
    const job = await jobOf(page.request, me.recruiter_id, boss.countryId);
    const lorna = uniqueFirstName('Lorna');
    await signUpSeekerViaApi(page, { firstName: lorna });
    const applied = await page.request.post(`/api/data/jobs/${job.id}/applications`, {
      data: { source: 'web', first_message: 'I would love to join your team.' },
    });
    expect(applied.status()).toBe(200);

    // The Boss sees the applicant, marks them viewed, opens their profile and starts a chat.
    await bossPage.reload();
    const row = bossPage.getByTestId('boss-conversation').filter({ hasText: `${lorna} Tester` });
    await expect(row).toContainText(job.title);
    await expect(row).toContainText('New applicant');
    await row.click();
    const candidate = bossPage.getByTestId('boss-candidate');
    await expect(candidate.getByTestId('boss-application-status')).toHaveText('Applied');
    await candidate.getByRole('button', { name: 'Mark viewed' }).click();
    await expect(candidate.getByTestId('boss-application-status')).toHaveText('Viewed');
    await candidate.getByRole('button', { name: 'View profile' }).click();
    await expect(candidate.getByTestId('boss-profile')).toContainText('I would love to join your team.');
    await expect(candidate.getByTestId('boss-profile')).toContainText('No resume attached.');
    await bossPage.getByRole('button', { name: 'Start a chat' }).click();
    await expect(bossPage).toHaveURL(/\/conversations\/\d+$/);
    const chatId = Number(/\/conversations\/(\d+)$/.exec(bossPage.url())?.[1]);

    // The seeker keeps the chat open on the seeker site: what the Boss sends arrives live.
    await page.goto(`/chat/${chatId}`);
    const seekerMessages = page.getByTestId('messages');

    // A text reply, through the SharedWorker's socket.
    await bossPage
      .getByLabel('Message', { exact: true })
      .fill('Hello Lorna, thanks for applying. Are you free on Monday?');
    await bossPage.getByLabel('Message', { exact: true }).press('Enter');
    const messages = bossPage.getByTestId('boss-messages');
    await expect(messages).toContainText('Hello Lorna, thanks for applying.');
    await expect(seekerMessages).toContainText('Hello Lorna, thanks for applying.');

    // A file: uploaded, then sent as a message naming it.
    await bossPage.getByTestId('boss-attach').setInputFiles({
      name: 'interview-guide.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
    });
    await expect(messages.getByRole('link', { name: 'Download interview-guide.pdf' })).toBeVisible();
    await expect(seekerMessages.getByTestId('message-file')).toContainText('interview-guide.pdf');
    // The list shows each chat's latest message.
    await expect(row).toContainText('interview-guide.pdf');

    // The Boss looks at another window: the seeker's answer raises a system notification.
    await blurPage(bossPage);
    await page.getByTestId('composer-input').fill('Monday works for me.');
    await page.getByTestId('composer-send').click();
    await expect(messages).toContainText('Monday works for me.');
    await expect
      .poll(() => shownNotifications(bossPage))
      .toEqual([{ title: 'New chat message', body: 'Monday works for me.' }]);

    // Not suitable, with a reason the seeker reads in their application history.
    await candidate.getByRole('button', { name: 'Not suitable' }).click();
    await candidate.getByLabel('Reason').selectOption({ label: 'Skills do not match the role' });
    await candidate.getByRole('button', { name: 'Mark not suitable' }).click();
    await expect(candidate.getByTestId('boss-application-status')).toHaveText('Not suitable');
    await expect(
      bossPage.getByTestId('boss-conversation').filter({ hasText: `${lorna} Tester` }),
    ).toContainText('Not suitable');

    await page.goto('/applied-jobs');
    const item = page.getByTestId('applied-job').filter({ hasText: job.title });
    await expect(item.getByTestId('applied-job-status')).toHaveText('Not suitable');
    await item.getByTestId('applied-job-history-toggle').click();
    const history = item.getByTestId('applied-job-history');
    await expect(history).toContainText('The employer marked your application as not suitable.');
    await expect(history).toContainText('Reason: Skills do not match the role');

    // Logging out ends the Boss's session on the employer site only.
    await bossPage.getByRole('button', { name: 'Log out' }).click();
    await expect(bossPage).toHaveURL(/\/login$/);
    expect((await bossPage.request.get('/api/recruiters/conversations')).status()).toBe(401);
    expect((await page.request.get(`/api/jobs/applied-jobs/${job.id}`)).status()).toBe(200);
    await bossContext.close();
  });

  test('a seeker cannot use the console API; the employer link in Arabic opens the console right to left', async ({
    browser,
    page,
    consoleErrors,
  }) => {
    // The unknown Boss's sign-in is refused on purpose (401).
    consoleErrors.allow(/recruiters\/login.*status of 401/);
    await signUpSeekerViaApi(page, { firstName: 'Rosa' });
    expect((await page.request.get('/api/recruiters/conversations')).status()).toBe(403);
    const bossContext = await browser.newContext({ baseURL: employerBaseURL });
    const bossPage = await bossContext.newPage();
    // The seeker header's link: {employer host}/boss?country&lang.
    await bossPage.goto('/boss?country=sa&lang=ar');
    await expect(bossPage).toHaveURL(/\/ar\/login$/);
    await expect(bossPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(bossPage.getByRole('heading', { name: 'سجّل الدخول إلى لوحة أصحاب العمل' })).toBeVisible();
    await bossPage.getByLabel('البريد الإلكتروني للعمل').fill(`nobody-${Date.now()}@example.com`);
    await bossPage.getByLabel('كلمة المرور').fill('wrong-password');
    await bossPage.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(bossPage.getByRole('alert')).toBeVisible();
    await bossContext.close();
  });

  test('without SharedWorker the tab holding the Web Lock hosts the chat core for every tab; a resume download is recorded', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const bossContext = await browser.newContext({ baseURL: employerBaseURL });
    await withoutSharedWorker(bossContext);
    const first = await bossContext.newPage();
    await first.goto('/login');
    await first.getByLabel('Work email').fill(otherBoss.email);
    await first.getByLabel('Password').fill(otherBoss.password);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await expect(first).toHaveURL(/\/conversations$/);
    await expect(first.locator('.boss')).toHaveAttribute('data-chat-mode', 'leader-election');
    const me = (await (await first.request.get('/api/recruiters/me')).json()).data as {
      recruiter_id: number;
    };
    const job = await jobOf(page.request, me.recruiter_id, otherBoss.countryId);
    const mika = uniqueFirstName('Mika');
    await signUpSeekerViaApi(page, { firstName: mika });
    const uploaded = await page.request.post('/api/jobseekers/resume/upload', {
      multipart: {
        file: {
          name: 'Mika CV.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(
            '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
          ),
        },
      },
    });
    expect(uploaded.status()).toBe(200);
    expect((await page.request.post(`/api/data/jobs/${job.id}/applications`, { data: {} })).status()).toBe(
      200,
    );

    await first.reload();
    await first
      .getByTestId('boss-conversation')
      .filter({ hasText: `${mika} Tester` })
      .click();
    await first.getByRole('button', { name: 'Start a chat' }).click();
    await expect(first).toHaveURL(/\/conversations\/\d+$/);
    const chatId = Number(/\/conversations\/(\d+)$/.exec(first.url())?.[1]);

    // A second tab asks the first (the elected host) to send; both read the same store.
    const second = await bossContext.newPage();
    await second.goto(first.url());
    await second.getByLabel('Message', { exact: true }).fill('Sent from the second tab.');
    await second.getByLabel('Message', { exact: true }).press('Enter');
    await expect(second.getByTestId('boss-messages')).toContainText('Sent from the second tab.');
    await expect(first.getByTestId('boss-messages')).toContainText('Sent from the second tab.');
    await page.goto(`/chat/${chatId}`);
    await expect(page.getByTestId('messages')).toContainText('Sent from the second tab.');

    // The resume, downloaded from the profile on the employer site, is recorded on the application.
    const candidate = first.getByTestId('boss-candidate');
    await candidate.getByRole('button', { name: 'View profile' }).click();
    const download = first.waitForEvent('download');
    await candidate.getByRole('link', { name: 'Mika CV.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Mika CV.pdf');
    await expect(candidate.getByTestId('boss-application-status')).toHaveText('Resume downloaded');
    const history = await page.request.get(`/api/jobs/applied-jobs/${job.id}`);
    expect((await history.json()).data.status).toBe('resume_downloaded');
    await bossContext.close();
  });
});
