import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, type Page, request } from '@playwright/test';
import WebSocket from 'ws';
import { registerCompleteSeekerViaApi, registerViaApi } from './support/accounts';
import {
  blurPage,
  recordNotifications,
  shownNotifications,
  withoutSharedWorker,
} from './support/browser-stand-ins';
import { fillHistory } from './support/chat-history';
import { jobPagePath } from './support/job-path';
import { expect, hydrated, test } from './support/test';

const headers = { 'country-id': '167', 'language-id': '1' };
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGP8z8DwnwEJMDGgAQA+9gIB7y8mBgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

type Frame = { type: string; [key: string]: unknown };
type ChatEvent = { type: string; message?: { chat_id: number; body: { kind: string; text?: string } } };

let signedInBoss:
  | Promise<{
      session: { recruiter_id: number; company_id: number; user_id: number };
      state: Awaited<ReturnType<APIRequestContext['storageState']>>;
    }>
  | undefined;

/** The demo Boss (relay/src/seed/demo-accounts.ts) on the chat socket, as the employer site would be. */
class Boss {
  frames: Frame[] = [];
  private constructor(
    readonly api: APIRequestContext,
    readonly session: { recruiter_id: number; company_id: number; user_id: number },
    readonly ws: WebSocket,
  ) {
    ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
  }

  static async signIn(baseURL: string): Promise<Boss> {
    // One password sign-in per run: the relay allows five a minute per account, and every test
    // (and retry) needs the Boss; each test still opens its own socket.
    signedInBoss ??= (async () => {
      const api = await request.newContext({ baseURL });
      const login = await api.post('/api/authentication/recruiters/login', {
        data: { email: 'boss.ph@demo.talkhire.local', password: 'Talkhire-boss-1', client_id: '1' },
      });
      expect(login.status()).toBe(200);
      const signedIn = { session: (await login.json()).data, state: await api.storageState() };
      await api.dispose();
      return signedIn;
    })();
    // A failed sign-in is not kept: a retry signs in again.
    const { session, state } = await signedInBoss.catch((error: unknown) => {
      signedInBoss = undefined;
      throw error;
    });
    const api = await request.newContext({ baseURL, storageState: state });
    const sessionid = state.cookies.find((c) => c.name === 'sessionid')?.value;
    const ws = new WebSocket(`${baseURL.replace('http', 'ws')}/api/chat/socket`, {
      headers: { cookie: `sessionid=${sessionid}`, origin: baseURL },
    });
    const boss = new Boss(api, session, ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    await expect.poll(() => boss.frames.some((f) => f.type === 'welcome')).toBe(true);
    ws.send(JSON.stringify({ type: 'hello', cursors: [] }));
    await expect.poll(() => boss.frames.some((f) => f.type === 'synced')).toBe(true);
    return boss;
  }

  messages(chatId: number) {
    return this.frames.flatMap((f) => {
      const event = f.event as ChatEvent | undefined;
      return f.type === 'event' && event?.type === 'message' && event.message?.chat_id === chatId
        ? [event.message.body]
        : [];
    });
  }

  say(chatId: number, text: string) {
    this.ws.send(
      JSON.stringify({
        type: 'send',
        client_id: randomUUID(),
        chat_id: chatId,
        body: { kind: 'text', text },
      }),
    );
  }

  async close() {
    this.ws.close();
    await this.api.dispose();
  }
}

/** An active job of the demo Boss, from their company's job list. */
async function jobOf(page: Page, boss: Boss, skip = 0): Promise<{ id: number; title: string }> {
  let seen = 0;
  for (let p = 1; p <= 20; p++) {
    const res = await page.request.get(`/api/companies/${boss.session.company_id}/jobs?page=${p}`, {
      headers,
    });
    const jobs = (await res.json()).data.jobs as { id: number; title: string; recruiter: { id: number } }[];
    for (const job of jobs.filter((j) => j.recruiter.id === boss.session.recruiter_id)) {
      if (seen === skip) return job;
      seen += 1;
    }
    if (jobs.length === 0) break;
  }
  throw new Error('the demo Boss has no such job');
}

/** Signs a new seeker in on this context and completes the profile the way the wizard does. */
async function completeSeeker(page: Page) {
  // The page's guest session settles first, so its cookie cannot land after the seeker's.
  await page.goto('/');
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
    .toBe(true);
  await registerCompleteSeekerViaApi(page);
}

const messageIn = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

/** The seeker on this page starts (or switches) their chat with the Boss to this job: its id. */
async function startChatAbout(page: Page, boss: Boss, job: { id: number }): Promise<number> {
  const started = await page.request.post(
    `/api/job-applications/chats/${boss.session.recruiter_id}/jobseekers`,
    {
      headers,
      data: { job_id: job.id, switch_job: true },
    },
  );
  expect(started.status()).toBe(200);
  return (await started.json()).data.chat.id as number;
}

async function send(page: Page, text: string) {
  await page.getByTestId('composer-input').fill(text);
  await page.getByTestId('composer-send').click();
}

test.describe('chat between a seeker and a Boss', () => {
  test.describe.configure({ timeout: 120_000 });

  test('two seeker tabs and the Boss exchange text, emoji, image and file; list actions; offline send arrives once', async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // The phrase with contact details is refused on purpose (422); and the cookies are cleared
    // below behind the profile page's back.
    consoleErrors.allow(/common-phrases\/create.*status of 422/);
    consoleErrors.allowSessionEndedBehindPage();
    const boss = await Boss.signIn(baseURL!);
    const context: BrowserContext = await browser.newContext();
    const tab1 = await context.newPage();
    const job = await jobOf(tab1, boss);

    // A visitor is sent to log in; an incomplete profile goes to the wizard first.
    await tab1.goto(jobPagePath(job));
    await tab1.getByTestId('chat-button').click();
    await expect(tab1).toHaveURL(/\/get-started\?redirect=/);
    // A page load into the app: signed up behind its back while it hydrates, it would find other
    // cookies than the server rendered it for (React #418).
    await hydrated(tab1);
    await registerViaApi(tab1, { staySignedIn: true });
    await tab1.goto(jobPagePath(job));
    await tab1.getByTestId('chat-button').click();
    await expect(tab1).toHaveURL(/\/jobseeker-complete-profile/);
    // The wizard is a page load from the job page: cookies cleared while it hydrates would give
    // it another header than the server rendered.
    await hydrated(tab1);
    await context.clearCookies();
    await completeSeeker(tab1);

    await tab1.goto(jobPagePath(job));
    await tab1.getByTestId('chat-button').click();
    await expect(tab1).toHaveURL(/\/chat\/\d+$/);
    const chatId = Number(tab1.url().split('/').pop());
    await expect(tab1.getByTestId('chat-page')).toHaveAttribute('data-chat-mode', 'shared-worker');
    // The Boss's greeting is the first message.
    await expect(tab1.getByTestId('message').first()).toContainText('Thanks for your interest');
    await expect(tab1.getByTestId('message')).toHaveCount(1);
    const tab2 = await context.newPage();
    await tab2.goto(`/chat/${chatId}`);
    await expect(tab2.getByTestId('message')).toHaveCount(1);

    // Text both ways, seen in both seeker tabs and by the Boss.
    await send(tab1, 'Hello, is the position still open?');
    for (const tab of [tab1, tab2])
      await expect(messageIn(tab, 'Hello, is the position still open?')).toBeVisible();
    await expect
      .poll(() => boss.messages(chatId).some((b) => b.text === 'Hello, is the position still open?'))
      .toBe(true);
    await expect(messageIn(tab1, 'Hello, is the position still open?')).toHaveAttribute(
      'data-state',
      /sent|read/,
    );
    boss.say(chatId, 'Yes it is. When can you start?');
    for (const tab of [tab1, tab2])
      await expect(messageIn(tab, 'Yes it is. When can you start?')).toBeVisible();

    // A common phrase: contact details are refused, a plain one is kept, picked and sent.
    await tab1.getByTestId('composer-phrases').click();
    await tab1.getByTestId('chat-phrase-input').fill('Call me on +63 917 123 4567');
    await tab1.getByTestId('chat-phrase-save').click();
    await expect(tab1.getByTestId('chat-phrase-error')).toBeVisible();
    await tab1.getByTestId('chat-phrase-input').fill('I can start in two weeks.');
    await tab1.getByTestId('chat-phrase-save').click();
    await tab1.getByTestId('chat-phrase').filter({ hasText: 'I can start in two weeks.' }).click();
    await expect(tab1.getByTestId('composer-input')).toHaveValue('I can start in two weeks.');
    await tab1.getByTestId('composer-send').click();
    await expect(messageIn(tab2, 'I can start in two weeks.')).toBeVisible();

    // Recall (within 2 minutes): both tabs show it recalled and the Boss is told.
    await send(tab1, 'Oops, wrong chat');
    await expect(messageIn(tab2, 'Oops, wrong chat')).toHaveAttribute('data-state', /sent|read/);
    await messageIn(tab1, 'Oops, wrong chat').getByTestId('message-recall').click();
    for (const tab of [tab1, tab2]) {
      await expect(tab.getByTestId('message-recalled')).toHaveCount(1);
      await expect(messageIn(tab, 'Oops, wrong chat')).toHaveCount(0);
    }
    await expect
      .poll(() => boss.frames.some((f) => (f.event as ChatEvent | undefined)?.type === 'recall'))
      .toBe(true);

    // Delete for me: gone from both seeker tabs (the Boss keeps it: checked at the end).
    await messageIn(tab2, 'Yes it is. When can you start?').getByTestId('message-delete').click();
    for (const tab of [tab1, tab2])
      await expect(messageIn(tab, 'Yes it is. When can you start?')).toHaveCount(0);

    // An emoji from the picker.
    await tab2.getByTestId('composer-emoji').click();
    const picker = tab2.getByTestId('chat-emoji-picker');
    await picker
      .locator('button[aria-label]')
      .filter({ hasText: /\p{Extended_Pictographic}/u })
      .first()
      .click();
    await tab2.getByTestId('composer-send').click();
    for (const tab of [tab1, tab2])
      await expect(tab.locator('[data-testid="message"][data-kind="emoji"]')).toHaveCount(1);
    await expect.poll(() => boss.messages(chatId).some((b) => b.kind === 'emoji')).toBe(true);

    // An image and a file, checked, previewed, uploaded and sent; the Boss can download them.
    await tab1
      .getByTestId('composer-image-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await expect(tab1.getByTestId('composer-attachment').locator('img')).toBeVisible();
    await tab1.getByTestId('composer-send-attachment').click();
    await expect(tab1.getByTestId('composer-attachment')).toHaveCount(0);
    await tab1
      .getByTestId('composer-file-input')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await tab1.getByTestId('composer-send-attachment').click();
    for (const tab of [tab1, tab2]) {
      await expect(tab.locator('[data-testid="message"][data-kind="image"] img')).toBeVisible();
      await expect(tab.getByTestId('message-file')).toContainText('cv.pdf');
    }
    await expect
      .poll(() => boss.messages(chatId).filter((b) => b.kind === 'image' || b.kind === 'file').length)
      .toBe(2);
    const image = boss.messages(chatId).find((b) => b.kind === 'image') as unknown as { file_id: string };
    expect((await boss.api.get(`/api/file/${image.file_id}`)).status()).toBe(200);
    // A file over 20 MB is refused before upload.
    await tab1.getByTestId('composer-file-input').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0x20),
    });
    await expect(tab1.getByTestId('composer-problem')).toHaveText('The file is larger than 20 MB.');

    // Pin, mute, not interested (+ undo) from the row's action menu reach the other tab too.
    const item = (tab: Page) => tab.locator(`[data-testid="chat-item"][data-chat-id="${chatId}"]`);
    const act = async (tab: Page, action: string) => {
      await item(tab).getByTestId('chat-actions').click();
      await tab.getByRole('menu').getByTestId(action).click();
    };
    await act(tab1, 'chat-pin');
    await expect(item(tab2).getByTestId('chat-pinned')).toBeVisible();
    await act(tab1, 'chat-mute');
    await expect(item(tab2).getByTestId('chat-muted')).toBeVisible();
    await act(tab1, 'chat-not-interested');
    await expect(item(tab2)).toHaveCount(0);
    await tab2.getByTestId('chat-filter-not_interested').click();
    await expect(item(tab2)).toBeVisible();
    await tab1.getByTestId('chat-undo-button').click();
    await expect(item(tab2)).toHaveCount(0);
    await tab2.getByTestId('chat-filter-all').click();
    await expect(item(tab2)).toBeVisible();

    // Offline: the message waits in the outbox and is delivered once when the network is back.
    await context.setOffline(true);
    await send(tab1, 'Sent while offline');
    await expect(messageIn(tab1, 'Sent while offline')).toHaveAttribute('data-state', 'sending');
    await tab1.waitForTimeout(1500);
    await expect(messageIn(tab1, 'Sent while offline')).toHaveAttribute('data-state', 'sending');
    expect(boss.messages(chatId).filter((b) => b.text === 'Sent while offline')).toHaveLength(0);
    await context.setOffline(false);
    await expect(messageIn(tab2, 'Sent while offline')).toHaveAttribute('data-state', /sent|read/, {
      timeout: 30_000,
    });
    await expect
      .poll(() => boss.messages(chatId).filter((b) => b.text === 'Sent while offline').length, {
        timeout: 30_000,
      })
      .toBe(1);
    await tab1.waitForTimeout(1000);
    expect(boss.messages(chatId).filter((b) => b.text === 'Sent while offline')).toHaveLength(1);
    await expect(messageIn(tab2, 'Sent while offline')).toHaveCount(1);

    // Delete: the seeker's history is erased in both tabs; the Boss keeps theirs.
    await act(tab1, 'chat-delete');
    await tab1.getByTestId('chat-delete-confirm').click();
    for (const tab of [tab1, tab2]) await expect(item(tab)).toHaveCount(0);
    await expect(tab2.getByTestId('message')).toHaveCount(0);
    const bossAgain = await Boss.signIn(baseURL!);
    expect(bossAgain.messages(chatId).some((b) => b.text === 'Sent while offline')).toBe(true);
    expect(bossAgain.messages(chatId).some((b) => b.text === 'Yes it is. When can you start?')).toBe(true);
    await bossAgain.close();
    await boss.close();
    await context.close();
  });

  for (const mode of ['shared-worker', 'leader-election'] as const) {
    // @alone: it counts the relay's open sockets, which another worker's test would add to.
    test(`five tabs share one socket (${mode}): the relay counts one connection, and a message sent in one tab shows in all five`, {
      tag: '@alone',
    }, async ({ browser, baseURL }) => {
      const boss = await Boss.signIn(baseURL!);
      const context = await browser.newContext();
      if (mode === 'leader-election') await withoutSharedWorker(context);
      const first = await context.newPage();
      const metric = async (name: string) => {
        const text = await (await first.request.get('/metrics')).text();
        return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
      };
      // Sockets open before this browser signs in (the Boss's): settled once no earlier test's
      // socket is still closing.
      let socketsBefore = Number.NaN;
      await expect
        .poll(
          async () => {
            const now = await metric('chat_open_sockets');
            const settled = now === socketsBefore;
            socketsBefore = now;
            return settled;
          },
          { intervals: [500] },
        )
        .toBe(true);
      await completeSeeker(first);
      const job = await jobOf(first, boss, 1);
      await first.goto(jobPagePath(job));
      await first.getByTestId('chat-button').click();
      await expect(first).toHaveURL(/\/chat\/\d+$/);
      const chatId = Number(first.url().split('/').pop());
      await expect(first.getByTestId('message').first()).toBeVisible();

      const tabs = [first];
      for (let i = 0; i < 4; i++) {
        const tab = await context.newPage();
        await tab.goto(`/chat/${chatId}`);
        await expect(tab.getByTestId('chat-page')).toHaveAttribute('data-chat-mode', mode);
        tabs.push(tab);
      }
      const deliveredBefore = await metric('chat_events_delivered_total');
      await send(tabs[2]!, 'Sent from the third tab');
      for (const tab of tabs) await expect(messageIn(tab, 'Sent from the third tab')).toBeVisible();
      await expect
        .poll(() => boss.messages(chatId).some((b) => b.text === 'Sent from the third tab'))
        .toBe(true);
      // One socket for the five tabs: the relay holds one more than before, and the message went to
      // two sockets, the browser's and the Boss's (plus, at most, the read receipt to the same two;
      // five sockets would have taken six for the message alone).
      expect(await metric('chat_open_sockets')).toBe(socketsBefore + 1);
      const delivered = (await metric('chat_events_delivered_total')) - deliveredBefore;
      expect(delivered).toBeGreaterThanOrEqual(2);
      expect(delivered).toBeLessThanOrEqual(4);
      await context.close();
      await boss.close();
    });
  }

  test('without SharedWorker, the elected tab hosts the chat core for both tabs', async ({
    browser,
    baseURL,
  }) => {
    const boss = await Boss.signIn(baseURL!);
    const context = await browser.newContext();
    await withoutSharedWorker(context);
    const tab1 = await context.newPage();
    const job = await jobOf(tab1, boss);
    await completeSeeker(tab1);
    const chatId = await startChatAbout(tab1, boss, job);
    await tab1.goto(`/chat/${chatId}`);
    const tab2 = await context.newPage();
    await tab2.goto(`/chat/${chatId}`);
    for (const tab of [tab1, tab2])
      await expect(tab.getByTestId('chat-page')).toHaveAttribute('data-chat-mode', 'leader-election');

    await send(tab2, 'Sent from the second tab');
    for (const tab of [tab1, tab2]) await expect(messageIn(tab, 'Sent from the second tab')).toBeVisible();
    await expect
      .poll(() => boss.messages(chatId).filter((b) => b.text === 'Sent from the second tab').length)
      .toBe(1);
    boss.say(chatId, 'Got it, thanks');
    for (const tab of [tab1, tab2]) await expect(messageIn(tab, 'Got it, thanks')).toBeVisible();

    // The leading tab closes: the other one takes the lock and the chat goes on.
    await tab1.close();
    await send(tab2, 'Still here after the first tab closed');
    await expect(messageIn(tab2, 'Still here after the first tab closed')).toHaveAttribute(
      'data-state',
      /sent|read/,
      {
        timeout: 20_000,
      },
    );
    await expect
      .poll(
        () => boss.messages(chatId).filter((b) => b.text === 'Still here after the first tab closed').length,
      )
      .toBe(1);

    // Chat on another job of the same Boss: confirm the switch, same chat, now about that job.
    const other = await jobOf(tab2, boss, 1);
    await tab2.goto(jobPagePath(other));
    await tab2.getByTestId('chat-button').click();
    await expect(tab2.getByTestId('chat-switch-dialog')).toBeVisible();
    await tab2.getByTestId('chat-switch-confirm').click();
    await expect(tab2).toHaveURL(new RegExp(`/chat/${chatId}$`));
    await expect(tab2.getByTestId('conversation')).toContainText(other.title);

    // Unread count in the list (Arabic, right to left), cleared when the chat is opened.
    await tab2.goto('/ar/chat');
    await expect(tab2.locator('html')).toHaveAttribute('dir', 'rtl');
    const item = tab2.locator(`[data-testid="chat-item"][data-chat-id="${chatId}"]`);
    await expect(item).toBeVisible();
    boss.say(chatId, 'Unread while the list is open');
    await expect(item.getByTestId('chat-unread')).toContainText('غير مقروءة');
    await expect(tab2.getByTestId('chat-link-unread')).toBeVisible();
    await expect(item.getByTestId('chat-preview')).toHaveText('Unread while the list is open');
    await item.locator('a').click();
    await expect(tab2).toHaveURL(new RegExp(`/ar/chat/${chatId}$`));
    await expect(item.getByTestId('chat-unread')).toHaveCount(0);
    await expect(tab2.getByTestId('chat-link-unread')).toHaveCount(0);
    await boss.close();
    await context.close();
  });

  test('a message arriving while no tab is visible or focused raises a system notification', async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // Chromium's own note when the site subscribes to Web Push from the test browser's private context.
    consoleErrors.allow(/does not support the Push API in incognito mode/);
    const boss = await Boss.signIn(baseURL!);
    const context = await browser.newContext();
    await recordNotifications(context);
    const tab = await context.newPage();
    const job = await jobOf(tab, boss);
    await completeSeeker(tab);
    const chatId = await startChatAbout(tab, boss, job);
    await tab.goto('/chat');
    await expect(tab.locator(`[data-testid="chat-item"][data-chat-id="${chatId}"]`)).toBeVisible();
    const shown = () => shownNotifications(tab);
    boss.say(chatId, 'Seen while the tab is visible');
    await expect(tab.getByTestId('chat-preview').first()).toHaveText('Seen while the tab is visible');
    expect(await shown()).toEqual([]);

    // Left visible behind another window: the tab is no longer the one the seeker looks at.
    await blurPage(tab);
    boss.say(chatId, 'Seen behind another window?');
    await expect
      .poll(shown)
      .toEqual([expect.objectContaining({ title: 'New chat message', body: 'Seen behind another window?' })]);

    await tab.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    boss.say(chatId, 'Are you available tomorrow?');
    await expect
      .poll(shown)
      .toEqual([
        expect.objectContaining({ body: 'Seen behind another window?' }),
        expect.objectContaining({ title: 'New chat message', body: 'Are you available tomorrow?' }),
      ]);
    await boss.close();
    await context.close();
  });

  test('a conversation of 10,000 messages opens at the newest and scrolls back to the oldest', async ({
    browser,
    baseURL,
  }) => {
    const boss = await Boss.signIn(baseURL!);
    const context = await browser.newContext();
    const tab = await context.newPage();
    const job = await jobOf(tab, boss);
    await completeSeeker(tab);
    const chatId = await startChatAbout(tab, boss, job);
    await tab.goto(`/chat/${chatId}`);
    await expect(tab.getByTestId('message').first()).toBeVisible();

    // 10,000 older messages straight into this browser's store (as a long replay would leave them).
    const total = 10_000;
    await tab.evaluate(fillHistory, { chatId, total, boss: boss.session.user_id });

    const opening = Date.now();
    await tab.reload();
    await expect(tab.getByTestId('message').last()).toContainText(`History message ${total}`);
    const openMs = Date.now() - opening;
    const rendered = await tab.getByTestId('message').count();

    const scroll = await tab.evaluate(async () => {
      const scroller = document.querySelector('[data-testid="messages"]') as HTMLElement;
      const frames: number[] = [];
      let last = performance.now();
      let sampling = true;
      const sample = (now: number) => {
        frames.push(now - last);
        last = now;
        if (sampling) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      const began = performance.now();
      let steps = 0;
      const atOldest = () =>
        [...scroller.querySelectorAll('[data-testid="message"]')].some((m) =>
          m.textContent?.includes('Thanks for your interest'),
        );
      while (!atOldest() && steps < 5000) {
        scroller.scrollTop = 0;
        steps += 1;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
      sampling = false;
      const sorted = [...frames].sort((a, b) => a - b);
      return {
        ms: Math.round(performance.now() - began),
        steps,
        frames: frames.length,
        p95: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
        longFrames: frames.filter((f) => f > 50).length,
      };
    });
    const inDom = await tab.getByTestId('message').count();
    const figures = `open ${openMs} ms (${rendered} rendered); to the oldest of ${total + 1}: ${scroll.ms} ms, ${scroll.steps} scroll steps, frame p95 ${scroll.p95} ms, ${scroll.longFrames} of ${scroll.frames} frames over 50 ms; ${inDom} in the DOM at the top`;
    test.info().annotations.push({ type: 'figures', description: figures });
    console.log(`chat 10k: ${figures}`);
    expect(scroll.steps).toBeLessThan(5000);
    expect(inDom).toBeLessThan(200);
    await boss.close();
    await context.close();
  });
});
