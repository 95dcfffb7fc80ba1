import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { errorCodes, ZWebPushNotification } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { openTestChat } from '../../testing/chat-members';
import { openSyncedSocket, type TestSocket } from '../../testing/chat-socket-client';
import { startPushServiceStandIn } from '../../testing/push-service-stand-in';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
let port: number;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;

beforeAll(async () => {
  app = await createTestApp({ WEB_PUSH_ALLOW_HTTP: '1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  pushService = await startPushServiceStandIn({ applicationServerKey: app.services.webPush.publicKey });
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

type Caller = { cookies: { sessionid: string } };
const japanese = '4';
function call(who: Caller | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/notification/web-push${url}`,
    headers: { 'language-id': japanese, 'country-id': '167' },
    ...(who ? { cookies: who.cookies } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function say(socket: TestSocket, chatId: number, text: string) {
  const clientId = randomUUID();
  socket.send({ type: 'send', client_id: clientId, chat_id: chatId, body: { kind: 'text', text } });
  return socket.answer(clientId);
}

/**
 * Delivers the outbox until `count` pushes reached this browser: they are queued after a send's
 * commit, so one delivery may run before they are (counted per browser, since earlier tests'
 * pushes are in the same stand-in).
 */
async function deliverPushes(browser: { endpoint: string }, count: number) {
  await expect
    .poll(async () => {
      await app.services.outbox.deliverPending();
      return pushService.received.filter((p) => p.endpoint === browser.endpoint).length;
    })
    .toBeGreaterThanOrEqual(count);
}

describe('Web Push with VAPID', () => {
  it('gives signed-in browsers one public key to subscribe with, and strangers a 401', async () => {
    const seeker = await signInSeeker(app);
    const first = await call(seeker, 'GET', '/public-key');
    const again = await call(seeker, 'GET', '/public-key');
    expect(first.json().data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again.json().data.public_key).toBe(first.json().data.public_key);
    expect((await call(null, 'GET', '/public-key')).statusCode).toBe(401);
  });

  it('refuses subscriptions with keys of the wrong size or a non-URL endpoint, and stores nothing', async () => {
    const seeker = await signInSeeker(app);
    const good = pushService.subscribe();
    for (const bad of [
      { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } },
      { ...good, keys: { ...good.keys, p256dh: 'not base64!' } },
      { ...good, endpoint: 'javascript:alert(1)' },
      { endpoint: good.endpoint },
    ]) {
      const answer = await call(seeker, 'POST', '/subscriptions', bad);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().code).toBe(errorCodes.parameterInvalid);
    }
    const stored = await app.services.db
      .selectFrom('web_push_subscriptions')
      .select('id')
      .where('user_id', '=', seeker.userId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('pushes a new message to the other member, encrypted for their browser and written in its language', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const browser = pushService.subscribe();
    expect((await call(seeker, 'POST', '/subscriptions', browser)).statusCode).toBe(200);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    // The sender's own browser hears nothing of its own message.
    await say(tab, chat.id, 'Hello, I applied yesterday.');
    const ack = await say(boss, chat.id, 'Can you start on Monday?');
    await deliverPushes(browser, 1);

    const pushes = pushService.received.filter((p) => p.endpoint === browser.endpoint);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(ZWebPushNotification.parse(JSON.parse(push!.payload))).toEqual({
      type: 'chat_message',
      title: translate('ja', 'jobseeker', 'chat.notification_title'),
      body: 'Can you start on Monday?',
      url: `/ja/chat/${chat.id}`,
      tag: `talkhire-chat-${ack.message_id}`,
      chat_id: chat.id,
    });
    expect(push!.ttl).toBe(86_400);
    expect(push!.urgency).toBe('high');
    expect(push!.claims.sub).toBe('mailto:no-reply@talkhire.local');
    boss.ws.close();
    tab.ws.close();
  });

  it('sends nothing for a chat the member muted', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const browser = pushService.subscribe();
    await call(seeker, 'POST', '/subscriptions', browser);
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    tab.send({ type: 'chat_state', chat_id: chat.id, muted: true });
    await tab.next('event', (f) => f.event.type === 'chat_state' && f.event.state.muted);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    await say(boss, chat.id, 'muted, so no push');
    tab.send({ type: 'chat_state', chat_id: chat.id, muted: false });
    await tab.next('event', (f) => f.event.type === 'chat_state' && !f.event.state.muted);
    await say(boss, chat.id, 'heard again');
    await deliverPushes(browser, 1);
    await expect
      .poll(() =>
        pushService.received
          .filter((p) => p.endpoint === browser.endpoint)
          .map((p) => JSON.parse(p.payload).body),
      )
      .toEqual(['heard again']);
    tab.ws.close();
    boss.ws.close();
  });

  it('forgets a subscription its push service says is gone, and one the browser gave up', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const gone = pushService.subscribe();
    const kept = pushService.subscribe();
    await call(seeker, 'POST', '/subscriptions', gone);
    await call(seeker, 'POST', '/subscriptions', kept);
    pushService.expire(gone.endpoint);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    await say(boss, chat.id, 'still there?');
    await expect
      .poll(async () => {
        await app.services.outbox.deliverPending();
        return app.services.db
          .selectFrom('outbox')
          .select(['recipient', 'transport'])
          .where('channel', '=', 'web_push')
          .where('recipient', 'in', [gone.endpoint, kept.endpoint])
          .orderBy('recipient')
          .execute();
      })
      .toEqual(
        [
          { recipient: gone.endpoint, transport: 'gone' },
          { recipient: kept.endpoint, transport: 'web_push' },
        ].sort((a, b) => a.recipient.localeCompare(b.recipient)),
      );
    const endpoints = async () =>
      (
        await app.services.db
          .selectFrom('web_push_subscriptions')
          .select('endpoint')
          .where('user_id', '=', seeker.userId)
          .execute()
      ).map((r) => r.endpoint);
    expect(await endpoints()).toEqual([kept.endpoint]);
    expect((await call(seeker, 'DELETE', '/subscriptions', { endpoint: kept.endpoint })).statusCode).toBe(
      200,
    );
    expect(await endpoints()).toEqual([]);
    boss.ws.close();
  });

  it("never moves another account's subscription to a caller who only knows its address", async () => {
    const owner = await signInSeeker(app);
    const stranger = await signInSeeker(app);
    const browser = pushService.subscribe();
    expect((await call(owner, 'POST', '/subscriptions', browser)).statusCode).toBe(200);
    const stolen = { endpoint: browser.endpoint, keys: pushService.subscribe().keys };
    const refused = await call(stranger, 'POST', '/subscriptions', stolen);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: errorCodes.noPermission,
      errors: { endpoint: [expect.any(String)] },
    });
    const holder = () =>
      app.services.db
        .selectFrom('web_push_subscriptions')
        .select(['user_id', 'auth'])
        .where('endpoint', '=', browser.endpoint)
        .executeTakeFirstOrThrow();
    expect(await holder()).toEqual({ user_id: owner.userId, auth: browser.keys.auth });
    // The same browser signed in to another account (it holds the auth secret) takes it along.
    expect((await call(stranger, 'POST', '/subscriptions', browser)).statusCode).toBe(200);
    expect(await holder()).toEqual({ user_id: stranger.userId, auth: browser.keys.auth });
  });

  it('posts the pushes for several browsers side by side, so one slow push service holds up none', async () => {
    const slowService = await startPushServiceStandIn({
      applicationServerKey: app.services.webPush.publicKey,
      answerDelayMs: 200,
    });
    try {
      const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
      const browsers = Array.from({ length: 4 }, () => slowService.subscribe());
      for (const browser of browsers) await call(seeker, 'POST', '/subscriptions', browser);
      const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
      await say(boss, chat.id, 'Four browsers, one message');
      await expect
        .poll(async () => {
          await app.services.outbox.deliverPending();
          return slowService.received.length;
        })
        .toBe(4);
      expect(slowService.mostAtOnce).toBeGreaterThan(1);
      boss.ws.close();
    } finally {
      await slowService.close();
    }
  });

  it('accepts only https endpoints unless the relay is told a local push service speaks http', async () => {
    const strict = await createTestApp();
    try {
      const seeker = await signInSeeker(strict);
      const answer = await strict.inject({
        method: 'POST',
        url: '/api/notification/web-push/subscriptions',
        cookies: seeker.cookies,
        payload: pushService.subscribe(),
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.endpoint).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });
});
