import { registerViaApi } from './support/accounts';
import { withoutSharedWorker } from './support/browser-stand-ins';
import { expect, test } from './support/test';

/** What the relay pushes for a new message (contracts ZWebPushNotification). */
const push = {
  type: 'chat_message',
  title: 'New chat message',
  body: 'Can you start on Monday?',
  url: '/chat/4242',
  tag: 'talkhire-chat-99001',
  chat_id: 4242,
};

test.describe('the chat service worker', () => {
  test('without SharedWorker it is registered and Chromium is asked for notification permission while still default', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await withoutSharedWorker(context);
    await context.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { permissionAsked: string[] }).permissionAsked = asked;
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        asked.push(Notification.permission);
        return ask();
      };
    });
    const page = await context.newPage();
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/chat');
    await expect(page.getByTestId('chat-page')).toHaveAttribute('data-chat-mode', 'leader-election');
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? '',
        ),
      )
      .toMatch(/\/chat-service-worker\.js$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { permissionAsked: string[] }).permissionAsked))
      .toEqual(['default']);
    await context.close();
  });

  test('a Web Push shows a notification only while no page of the site is visible', async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // Chromium's own note when the site subscribes from the test browser's private context; the
    // push is delivered through DevTools below instead.
    consoleErrors.allow(/does not support the Push API in incognito mode/);
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const page = await context.newPage();
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/chat');
    await expect(page.getByTestId('chat-page')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active)),
      )
      .toBe(true);

    // Chromium's DevTools protocol hands a push to the worker the way a push service would.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${baseURL}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const deliver = async (body: typeof push) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId: await registrationId,
        data: JSON.stringify(body),
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );

    // The chat is on screen: the page shows the message itself.
    await deliver({ ...push, tag: 'talkhire-chat-99000', body: 'While you are looking' });
    await page.waitForTimeout(500);
    expect(await shown()).toEqual([]);

    // No page of the site left open (the tab moved to another site): the worker shows it.
    await page.goto('about:blank');
    await deliver(push);
    await page.goto('/chat');
    await expect.poll(shown).toEqual([{ title: push.title, body: push.body, tag: push.tag, url: push.url }]);
    await context.close();
  });
});
