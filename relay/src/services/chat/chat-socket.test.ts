import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chatCloseCodes, chatLimits, errorCodes, type TChatEvent } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { openTestChat, signInRecruiter } from '../../testing/chat-members';
import {
  eventsOf,
  openSyncedSocket,
  openTestSocket,
  type TestSocket,
} from '../../testing/chat-socket-client';
import { cutRedisSubscriptions, namedRedisUrl } from '../../testing/redis-subscriptions';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { chatFloodLimits } from './chat-connection';

import { openChat } from './open-chat';

let app: App;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

const text = (t: string) => ({ kind: 'text' as const, text: t });
const messagesOf = (socket: TestSocket) =>
  socket.frames.flatMap((f) =>
    f.type === 'event' && f.event.type === 'message'
      ? [(f.event as Extract<TChatEvent, { type: 'message' }>).message]
      : [],
  );

describe('chat socket', () => {
  it('refuses an upgrade without a signed-in session (guests cannot chat)', async () => {
    await expect(openTestSocket(port)).rejects.toThrow('401');
    await expect(openTestSocket(port, { sessionid: 'not-a-session' })).rejects.toThrow('401');
  });

  it('refuses a page from another origin, and a client that sends no Origin', async () => {
    const seeker = await signInSeeker(app);
    const { sessionid } = seeker.cookies;
    await expect(openTestSocket(port, { sessionid, origin: 'https://evil.example' })).rejects.toThrow('403');
    await expect(openTestSocket(port, { sessionid, origin: null })).rejects.toThrow('403');
    const socket = await openTestSocket(port, { sessionid });
    expect(await socket.next('welcome')).toEqual({
      type: 'welcome',
      user_id: seeker.userId,
      role: 'jobseeker',
    });
    socket.ws.close();
  });

  it('answers a malformed frame with an error frame and stays open', async () => {
    const seeker = await signInSeeker(app);
    const socket = await openSyncedSocket(port, seeker.cookies.sessionid);
    socket.send('{"type":"send","chat_id":"x"}');
    expect(await socket.next('error')).toMatchObject({ code: errorCodes.parameterInvalid, ref: 'frame' });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.ws.close();
  });

  it("refuses a send to someone else's chat and writes nothing", async () => {
    const { chat } = await openTestChat(app);
    const stranger = await signInSeeker(app);
    const socket = await openSyncedSocket(port, stranger.cookies.sessionid);
    const clientId = randomUUID();
    socket.send({ type: 'send', client_id: clientId, chat_id: chat.id, body: text('hello') });
    expect(await socket.next('error')).toMatchObject({ code: errorCodes.notFound, ref: clientId });
    const rows = await app.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    expect(rows).toEqual([]);
    socket.ws.close();
  });

  it('closes a socket that sends a frame over 16 KiB (1009) or floods (1008)', async () => {
    const seeker = await signInSeeker(app);
    const big = await openSyncedSocket(port, seeker.cookies.sessionid);
    big.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(chatLimits.frameBytesMax) }));
    expect((await big.closed).code).toBe(chatCloseCodes.tooBig);

    const flood = await openSyncedSocket(port, seeker.cookies.sessionid);
    for (let i = 0; i < chatFloodLimits.burst + 100; i++) flood.send({ type: 'ping' });
    expect((await flood.closed).code).toBe(chatCloseCodes.policyViolation);

    const junk = await openSyncedSocket(port, seeker.cookies.sessionid);
    for (let i = 0; i <= chatFloodLimits.malformedFrames; i++) junk.send('nonsense');
    expect((await junk.closed).code).toBe(chatCloseCodes.policyViolation);
  });

  it("answers a send with a sent frame in place of its message's event, a resend with an ack saying the same, and stores the message once", async () => {
    const { seeker, chat } = await openTestChat(app);
    const socket = await openSyncedSocket(port, seeker.cookies.sessionid);
    const otherTab = await openSyncedSocket(port, seeker.cookies.sessionid);
    const clientId = randomUUID();
    socket.send({ type: 'send', client_id: clientId, chat_id: chat.id, body: text('once') });
    const sent = await socket.next('sent');
    const event = await otherTab.next('event', (f) => f.event.type === 'message');
    // The member's other tab hears the event; the sending socket the same, less what it sent.
    expect(event.event.type === 'message' && event.event.message).toEqual({
      id: sent.message_id,
      chat_id: chat.id,
      chat_seq: sent.chat_seq,
      sender_user_id: seeker.userId,
      client_id: clientId,
      body: text('once'),
      sent_at: sent.sent_at,
    });
    expect([sent.seq, sent.after]).toEqual([event.seq, event.after]);
    expect(eventsOf(socket).filter((f) => f.event.type === 'message')).toEqual([]);
    const first = await socket.answer(clientId);
    socket.send({ type: 'send', client_id: clientId, chat_id: chat.id, body: text('once') });
    const ack = await socket.next('ack');
    expect(ack).toEqual({ type: 'ack', ...first });
    // The sent frame answered the first send: one ack, for the resend.
    expect(socket.frames.filter((f) => f.type === 'ack')).toHaveLength(1);
    otherTab.ws.close();
    const rows = await app.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    expect(rows).toHaveLength(1);
    socket.ws.close();
  });

  it('delivers live to the other member on the same relay, and read receipts to both', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    const me = await openSyncedSocket(port, seeker.cookies.sessionid);
    me.send({
      type: 'send',
      client_id: randomUUID(),
      chat_id: chat.id,
      body: text('Is the job still open?'),
    });
    const received = await boss.next('event', (f) => f.event.type === 'message');
    expect(received.event).toMatchObject({
      type: 'message',
      message: {
        chat_id: chat.id,
        chat_seq: 1,
        sender_user_id: seeker.userId,
        body: text('Is the job still open?'),
      },
    });
    boss.send({ type: 'read', chat_id: chat.id, up_to_seq: 1 });
    const read = await me.next('event', (f) => f.event.type === 'read');
    expect(read.event).toEqual({
      type: 'read',
      chat_id: chat.id,
      reader_user_id: recruiter.userId,
      up_to_seq: 1,
    });
    boss.ws.close();
    me.ws.close();
  });

  it('replays each chat past its cursor on reconnect, in order, then goes live', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    const me = await openSyncedSocket(port, seeker.cookies.sessionid);
    for (let i = 1; i <= 5; i++) {
      const clientId = randomUUID();
      me.send({ type: 'send', client_id: clientId, chat_id: chat.id, body: text(`message ${i}`) });
      await me.answer(clientId);
    }
    // The recruiter was away: from nothing it gets the chat and all five, in order.
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    expect(eventsOf(boss).map((f) => [f.chat_id, f.seq, f.after])).toEqual(
      [1, 2, 3, 4, 5, 6].map((seq) => [chat.id, seq, seq - 1]),
    );
    expect(messagesOf(boss).map((m) => m.body)).toEqual([1, 2, 3, 4, 5].map((i) => text(`message ${i}`)));
    boss.ws.close();
    // Back again from position 4 of the chat: only 5 and 6.
    const again = await openSyncedSocket(port, recruiter.cookies.sessionid, [[chat.id, 4]]);
    expect(eventsOf(again).map((f) => f.seq)).toEqual([5, 6]);
    expect(await again.next('synced')).toEqual({ type: 'synced' });
    me.send({ type: 'send', client_id: randomUUID(), chat_id: chat.id, body: text('live') });
    expect(await again.next('event', (f) => f.seq === 7)).toMatchObject({
      chat_id: chat.id,
      after: 6,
      event: { message: { body: text('live') } },
    });
    again.ws.close();
    me.ws.close();
  });

  it("steps over the other member's own events: the next event names the last one this member had", async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid, [[chat.id, 1]]);
    const me = await openSyncedSocket(port, seeker.cookies.sessionid, [[chat.id, 1]]);
    me.send({ type: 'chat_state', chat_id: chat.id, pinned: true });
    await me.next('event', (f) => f.event.type === 'chat_state');
    me.send({ type: 'send', client_id: randomUUID(), chat_id: chat.id, body: text('after the pin') });
    // Live and replayed alike, the Boss never sees the seeker's pin, only that position 2 was skipped.
    const live = await boss.next('event', (f) => f.event.type === 'message');
    expect(live).toMatchObject({ seq: 3, after: 1 });
    const replayed = await openSyncedSocket(port, recruiter.cookies.sessionid, [[chat.id, 1]]);
    expect(eventsOf(replayed).map((f) => [f.seq, f.after, f.event.type])).toEqual([[3, 1, 'message']]);
    expect(eventsOf(boss).some((f) => f.event.type === 'chat_state')).toBe(false);
    for (const s of [boss, me, replayed]) s.ws.close();
  });

  it('tells the browser to forget chats it may not have or is ahead in, and replays one that exists from its start', async () => {
    const { seeker, chat } = await openTestChat(app);
    const other = await openTestChat(app);
    const me = await openTestSocket(port, { sessionid: seeker.cookies.sessionid });
    await me.next('welcome');
    // Ahead of the log (a store that outlived a reset database) and a chat of someone else.
    me.send({
      type: 'hello',
      cursors: [
        [chat.id, 50],
        [other.chat.id, 1],
      ],
    });
    await me.next('synced');
    const order = me.frames.map((f) => f.type).filter((t) => t !== 'welcome');
    expect(order[0]).toBe('forget');
    expect(me.frames.find((f) => f.type === 'forget')).toEqual({
      type: 'forget',
      chat_ids: [chat.id, other.chat.id],
    });
    expect(eventsOf(me).map((f) => [f.chat_id, f.seq, f.after])).toEqual([[chat.id, 1, 0]]);
    me.ws.close();
    // A chat named twice, once past its log: forgotten, so replayed from its start all the same.
    const twice = await openTestSocket(port, { sessionid: seeker.cookies.sessionid });
    await twice.next('welcome');
    twice.send({
      type: 'hello',
      cursors: [
        [chat.id, 1],
        [chat.id, 50],
        [chat.id, 1],
      ],
    });
    await twice.next('synced');
    expect(twice.frames.find((f) => f.type === 'forget')).toEqual({ type: 'forget', chat_ids: [chat.id] });
    expect(eventsOf(twice).map((f) => [f.chat_id, f.seq, f.after])).toEqual([[chat.id, 1, 0]]);
    twice.ws.close();
  });

  it('takes a hello in several frames and replays only after the last one', async () => {
    const { seeker, chat } = await openTestChat(app);
    const second = await openChat(app.services.db, {
      jobseekerId: seeker.userId,
      recruiterId: (await signInRecruiter(app)).recruiterId,
      jobId: null,
    });
    const me = await openTestSocket(port, { sessionid: seeker.cookies.sessionid });
    await me.next('welcome');
    me.send({ type: 'hello', cursors: [[chat.id, 1]], more: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(me.frames.map((f) => f.type)).toEqual(['welcome']);
    me.send({ type: 'hello', cursors: [] });
    await me.next('synced');
    // The first chat was named at its head; the second was not named, so it comes from its start.
    expect(eventsOf(me).map((f) => [f.chat_id, f.seq])).toEqual([[second.chat.id, 1]]);
    me.ws.close();
  });

  it('counts open sockets and delivered events in /metrics', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    const me = await openSyncedSocket(port, seeker.cookies.sessionid);
    me.send({ type: 'send', client_id: randomUUID(), chat_id: chat.id, body: text('metrics') });
    await boss.next('event', (f) => f.event.type === 'message');
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/^chat_open_sockets (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(2);
    expect(Number(/^chat_events_delivered_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(4);
    boss.ws.close();
    me.ws.close();
  });
});

describe('chat socket origins', () => {
  it('accepts pages of the seeker site (PUBLIC_URL) and the employer site (EMPLOYER_URL)', async () => {
    const sites = await createTestApp({
      PUBLIC_URL: 'https://talkhire.example',
      EMPLOYER_URL: 'https://boss.talkhire.example/',
    });
    try {
      await sites.listen({ port: 0, host: '127.0.0.1' });
      const sitesPort = (sites.server.address() as AddressInfo).port;
      const { sessionid } = (await signInSeeker(sites)).cookies;
      for (const origin of ['https://talkhire.example', 'https://boss.talkhire.example']) {
        const socket = await openTestSocket(sitesPort, { sessionid, origin });
        await socket.next('welcome');
        socket.ws.close();
      }
      await expect(
        openTestSocket(sitesPort, { sessionid, origin: 'https://talkhire.example.evil.test' }),
      ).rejects.toThrow('403');
    } finally {
      await sites.close();
    }
  });
});

describe('opening a chat', () => {
  it('refuses chatting with yourself (41140) and returns the existing chat of a pair', async () => {
    const recruiter = await signInRecruiter(app);
    await expect(
      openChat(app.services.db, {
        jobseekerId: recruiter.userId,
        recruiterId: recruiter.recruiterId,
        jobId: null,
      }),
    ).rejects.toMatchObject({ code: errorCodes.cannotChatWithYourself });
    const seeker = await signInSeeker(app);
    const input = { jobseekerId: seeker.userId, recruiterId: recruiter.recruiterId, jobId: null };
    const first = await openChat(app.services.db, input);
    const second = await openChat(app.services.db, input);
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, chat: { id: first.chat.id }, deliveries: [] });
  });
});

describe('recruiter sign-in', () => {
  it('opens a recruiter session that can open the chat socket', async () => {
    const recruiter = await signInRecruiter(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/authentication/recruiters/login',
      headers: { 'x-forwarded-for': newAddress() },
      payload: { email: recruiter.email, password: 'not-it', client_id: '1' },
    });
    expect(wrong.json()).toMatchObject({ code: errorCodes.incorrectCredentials });
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/recruiters/login',
      headers: { 'x-forwarded-for': newAddress() },
      payload: { email: recruiter.email, password: recruiter.password, client_id: '1' },
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { user_id: recruiter.userId, recruiter_id: recruiter.recruiterId },
    });
    const sessionid = res.cookies.find((c) => c.name === 'sessionid')?.value ?? '';
    const socket = await openTestSocket(port, { sessionid });
    expect(await socket.next('welcome')).toMatchObject({ role: 'recruiter', user_id: recruiter.userId });
    socket.ws.close();
  });
});

describe.skipIf(!process.env.REDIS_URL)('a relay whose Redis subscription was lost', () => {
  it('closes its chat sockets with 1001, so their browsers reconnect and replay what passed it by', async () => {
    const name = `chat-socket-test-${randomUUID()}`;
    const relay = await createTestApp({ REDIS_URL: namedRedisUrl(process.env.REDIS_URL ?? '', name) });
    try {
      await relay.listen({ port: 0, host: '127.0.0.1' });
      const seeker = await signInSeeker(relay);
      const socket = await openSyncedSocket(
        (relay.server.address() as AddressInfo).port,
        seeker.cookies.sessionid,
      );

      expect(await cutRedisSubscriptions(process.env.REDIS_URL ?? '', name)).toBe(1);
      expect(await socket.closed).toEqual({ code: chatCloseCodes.goingAway, reason: 'events missed' });
    } finally {
      await relay.close();
    }
  });
});
