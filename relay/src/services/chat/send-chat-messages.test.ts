import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { errorCodes } from '@talkhire/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createBus } from '../../bus/bus';
import { chatLogOf, replayedTo } from '../../testing/chat-logs';
import { openChatsWithSeekers, signInRecruiter } from '../../testing/chat-members';
import { openSyncedSocket } from '../../testing/chat-socket-client';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import type { ChatDelivery } from './chat-event-log';
import { type ChatSendQueue, createChatSendQueue } from './chat-send-queue';
import { markChatRead } from './mark-chat-read';
import { openChat } from './open-chat';
import { type ChatAck, type ChatSendInput, storeChatMessages } from './send-chat-messages';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** One Boss in chat with several seekers, as a recruiter usually is. */
async function bossWithSeekers(count: number) {
  const boss = await signInRecruiter(app);
  return { boss, chats: await openChatsWithSeekers(app, boss, count) };
}

const text = (t: string) => ({ kind: 'text' as const, text: t });

/** The texts of a chat's messages in its log's order, as `userId` is replayed them. */
async function textsOf(chatId: number, userId: number) {
  return (await chatLogOf(app.services.db, chatId, userId)).flatMap(({ event }) =>
    event?.type === 'message' && event.message.body.kind === 'text' ? [event.message.body.text] : [],
  );
}

/** The positions of a chat's log, which both members step through alike. */
async function positionsOf(chatId: number, userId: number) {
  return (await chatLogOf(app.services.db, chatId, userId)).map((e) => e.seq);
}

/** A send through the queue, as a promise of its answer. */
function sendThrough(queue: ChatSendQueue, input: ChatSendInput) {
  return new Promise<{ ack: ChatAck; deliveries: ChatDelivery[] }>((resolve, reject) =>
    queue.send(input, { stored: (_, answer) => resolve(answer), failed: (_, error) => reject(error) }),
  );
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('storing many chat messages at once', () => {
  it("gives every chat gap-free positions and its messages in the batch's order", async () => {
    const { boss, chats } = await bossWithSeekers(3);
    const inputs = [0, 1, 2, 0, 1, 2, 0].map((c, n) => ({
      senderUserId: n % 2 ? boss.userId : chats[c]!.seekerId,
      clientId: randomUUID(),
      chatId: chats[c]!.chatId,
      body: text(`message ${n}`),
    }));
    const outcomes = await storeChatMessages(app.services.db, inputs);
    expect(outcomes.every((o) => o.ok)).toBe(true);

    for (const { seekerId, chatId } of chats) {
      const sent = inputs
        .filter((i) => i.chatId === chatId)
        .map((i) => (i.body.kind === 'text' ? i.body.text : ''));
      // The chat itself at 1, then its messages: the same positions whichever member reads it.
      for (const member of [boss.userId, seekerId]) {
        expect(await positionsOf(chatId, member)).toEqual(oneTo(1 + sent.length));
        expect(await textsOf(chatId, member)).toEqual(sent);
      }
      const log = await chatLogOf(app.services.db, chatId, boss.userId);
      expect(log[0]?.event?.type).toBe('chat');
      const order = log.flatMap(({ event }) => (event?.type === 'message' ? [event.message.chat_seq] : []));
      expect(order).toEqual(oneTo(sent.length));
    }

    // Each ack names the message's position in its chat's log, as a replay to its sender shows it.
    for (const [n, outcome] of outcomes.entries()) {
      if (!outcome.ok) continue;
      const senderLog = await chatLogOf(app.services.db, inputs[n]!.chatId, inputs[n]!.senderUserId);
      const event = senderLog.find((e) => e.seq === outcome.ack.seq)?.event;
      expect(event?.type === 'message' && event.message.client_id).toBe(inputs[n]!.clientId);
    }
  });

  it("is one message row at its chat's next position, and each chat counts its positions alone", async () => {
    const { db } = app.services;
    const { boss, chats } = await bossWithSeekers(2);
    const [a, b] = [chats[0]!, chats[1]!];
    const send = (senderUserId: number, chatId: number, t: string) => ({
      senderUserId,
      clientId: randomUUID(),
      chatId,
      body: text(t),
    });
    // The Boss writes in both chats, in one batch: the chats' positions interleave, never shared.
    const inputs = [
      send(a.seekerId, a.chatId, 'a1'),
      send(boss.userId, b.chatId, 'b1'),
      send(boss.userId, a.chatId, 'a2'),
      send(b.seekerId, b.chatId, 'b2'),
      send(a.seekerId, a.chatId, 'a3'),
    ];
    const outcomes = await storeChatMessages(db, inputs);
    expect(outcomes.map((o) => o.ok && o.ack.seq)).toEqual([2, 2, 3, 3, 4]);
    // One delivery per message, for both members at once.
    expect(outcomes.map((o) => o.ok && o.deliveries.map((d) => [d.chat_id, d.seq, d.audience]))).toEqual([
      [[a.chatId, 2, null]],
      [[b.chatId, 2, null]],
      [[a.chatId, 3, null]],
      [[b.chatId, 3, null]],
      [[a.chatId, 4, null]],
    ]);

    const rows = await db
      .selectFrom('chat_messages')
      .select(['chat_id', 'chat_seq', 'event_seq'])
      .where(
        'client_id',
        'in',
        inputs.map((i) => i.clientId),
      )
      .orderBy('chat_id')
      .orderBy('event_seq')
      .execute();
    expect(rows.map((r) => [r.chat_id, r.chat_seq, r.event_seq])).toEqual([
      [a.chatId, 1, 2],
      [a.chatId, 2, 3],
      [a.chatId, 3, 4],
      [b.chatId, 1, 2],
      [b.chatId, 2, 3],
    ]);
    // No event row for a message: each chat's log holds the chat alone besides its messages.
    const events = await db
      .selectFrom('chat_events')
      .select(['chat_id', 'seq'])
      .select((eb) => eb.ref('event', '->>').key('type').as('type'))
      .where('chat_id', 'in', [a.chatId, b.chatId])
      .orderBy('chat_id')
      .orderBy('seq')
      .execute();
    expect(events.map((e) => [e.chat_id, e.seq, e.type])).toEqual([
      [a.chatId, 1, 'chat'],
      [b.chatId, 1, 'chat'],
    ]);
    const heads = await db
      .selectFrom('chats')
      .select(['id', 'last_chat_seq', 'last_event_seq'])
      .where('id', 'in', [a.chatId, b.chatId])
      .orderBy('id')
      .execute();
    expect(heads).toEqual([
      { id: a.chatId, last_chat_seq: 3, last_event_seq: 4 },
      { id: b.chatId, last_chat_seq: 2, last_event_seq: 3 },
    ]);

    // Another event of one chat moves that chat alone: a read mark in A, then a send in B.
    const read = await markChatRead(db, { readerUserId: boss.userId, chatId: a.chatId, upToSeq: 3 });
    expect(read.map((d) => [d.chat_id, d.seq])).toEqual([[a.chatId, 5]]);
    const [later] = await storeChatMessages(db, [send(boss.userId, b.chatId, 'b3')]);
    expect(later!.ok && later!.ack.seq).toBe(4);
    for (const member of [boss.userId, a.seekerId])
      expect(await positionsOf(a.chatId, member)).toEqual(oneTo(5));
    for (const member of [boss.userId, b.seekerId])
      expect(await positionsOf(b.chatId, member)).toEqual(oneTo(4));
    expect(await textsOf(a.chatId, boss.userId)).toEqual(['a1', 'a2', 'a3']);
    expect(await textsOf(b.chatId, boss.userId)).toEqual(['b1', 'b2', 'b3']);
  });

  it('refuses a stranger or a file that is not theirs alone, and stores the rest', async () => {
    const { boss, chats } = await bossWithSeekers(2);
    const stranger = await signInSeeker(app);
    const outcomes = await storeChatMessages(app.services.db, [
      {
        senderUserId: chats[0]!.seekerId,
        clientId: randomUUID(),
        chatId: chats[0]!.chatId,
        body: text('hi'),
      },
      { senderUserId: stranger.userId, clientId: randomUUID(), chatId: chats[0]!.chatId, body: text('spy') },
      {
        senderUserId: boss.userId,
        clientId: randomUUID(),
        chatId: chats[1]!.chatId,
        body: { kind: 'file', file_id: randomUUID(), name: 'x.pdf', size: 10, mime: 'application/pdf' },
      },
      { senderUserId: boss.userId, clientId: randomUUID(), chatId: chats[1]!.chatId, body: text('hello') },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, false, true]);
    expect(outcomes[1]!.ok === false && outcomes[1]!.error.code).toBe(errorCodes.notFound);
    expect(outcomes[2]!.ok === false && outcomes[2]!.error.code).toBe(errorCodes.parameterInvalid);
    expect(await replayedTo(app.services.db, stranger.userId)).toEqual([]);
    const bossTexts = (await replayedTo(app.services.db, boss.userId)).flatMap((e) =>
      e.event.type === 'message' && e.event.message.body.kind === 'text' ? [e.event.message.body.text] : [],
    );
    expect(bossTexts).toEqual(['hi', 'hello']);
  });

  it('refuses both sides once the seeker blocked the company (spec §6), and stores nothing', async () => {
    const { boss, chats } = await bossWithSeekers(1);
    const { seekerId, chatId } = chats[0]!;
    const { company_id } = await app.services.db
      .selectFrom('chats')
      .select('company_id')
      .where('id', '=', chatId)
      .executeTakeFirstOrThrow();
    await app.services.db.insertInto('company_blocks').values({ user_id: seekerId, company_id }).execute();
    const outcomes = await storeChatMessages(app.services.db, [
      { senderUserId: seekerId, clientId: randomUUID(), chatId, body: text('still there?') },
      { senderUserId: boss.userId, clientId: randomUUID(), chatId, body: text('hello?') },
    ]);
    for (const outcome of outcomes)
      expect(outcome.ok === false && outcome.error.code).toBe(errorCodes.noPermission);
    const stored = await app.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_id', '=', chatId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('stores a client_id once, whether repeated in the batch or sent before, with one ack', async () => {
    const { chats } = await bossWithSeekers(1);
    const { seekerId, chatId } = chats[0]!;
    const clientId = randomUUID();
    const send = { senderUserId: seekerId, clientId, chatId, body: text('once') };
    const [first, repeat] = await storeChatMessages(app.services.db, [send, send]);
    const [later] = await storeChatMessages(app.services.db, [send]);
    expect(first!.ok && repeat!.ok && later!.ok).toBe(true);
    if (!first!.ok || !repeat!.ok || !later!.ok) return;
    expect(repeat!.ack).toEqual(first!.ack);
    expect(later!.ack).toEqual(first!.ack);
    expect(repeat!.deliveries).toEqual([]);
    expect(later!.deliveries).toEqual([]);
    const stored = await app.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('stores new sends beside a resend in one batch at the positions that follow, the resend answered as before', async () => {
    const { boss, chats } = await bossWithSeekers(2);
    const [a, b] = chats as [(typeof chats)[0], (typeof chats)[0]];
    const sent = { senderUserId: a.seekerId, clientId: randomUUID(), chatId: a.chatId, body: text('first') };
    const [first] = await storeChatMessages(app.services.db, [sent]);
    const fresh = (from: number, chatId: number, t: string) => ({
      senderUserId: from,
      clientId: randomUUID(),
      chatId,
      body: text(t),
    });
    const outcomes = await storeChatMessages(app.services.db, [
      fresh(b.seekerId, b.chatId, 'other chat'),
      sent,
      fresh(boss.userId, a.chatId, 'reply'),
    ]);
    expect(outcomes.map((o) => o.ok && o.deliveries.length)).toEqual([1, 0, 1]);
    expect(outcomes[1]!.ok && first!.ok && outcomes[1]!.ack).toEqual(first!.ok && first!.ack);
    // The chat, then 'first' at 2: the reply follows at 3, nothing skipped or written twice.
    expect(await positionsOf(a.chatId, boss.userId)).toEqual(oneTo(3));
    expect(await textsOf(a.chatId, boss.userId)).toEqual(['first', 'reply']);
    expect(await textsOf(b.chatId, boss.userId)).toEqual(['other chat']);
  });

  it('plans its statement once, not for every batch (migration 2026-11-29-d)', async () => {
    const { rows } = await sql<{ settings: string[] }>`select proconfig as settings from pg_proc
      where proname = 'store_chat_messages'`.execute(app.services.db);
    expect(rows.map((r) => r.settings)).toEqual([
      expect.arrayContaining(['plan_cache_mode=force_generic_plan']),
    ]);
  });

  it('keeps no message of a deleted chat, and none of its members’ marks on them', async () => {
    const { boss, chats } = await bossWithSeekers(2);
    const [gone, kept] = chats as [(typeof chats)[0], (typeof chats)[0]];
    const outcomes = await storeChatMessages(app.services.db, [
      { senderUserId: gone.seekerId, clientId: randomUUID(), chatId: gone.chatId, body: text('bye') },
      { senderUserId: boss.userId, clientId: randomUUID(), chatId: kept.chatId, body: text('hi') },
    ]);
    const [goneMessage] = outcomes.map((o) => (o.ok ? o.ack.message_id : 0));
    await app.services.db
      .insertInto('chat_hidden_messages')
      .values({ user_id: boss.userId, message_id: goneMessage! })
      .execute();
    await app.services.db.deleteFrom('chats').where('id', '=', gone.chatId).execute();
    const left = await app.services.db
      .selectFrom('chat_messages')
      .select('chat_id')
      .where('chat_id', 'in', [gone.chatId, kept.chatId])
      .execute();
    expect(left).toEqual([{ chat_id: kept.chatId }]);
    const hidden = await app.services.db
      .selectFrom('chat_hidden_messages')
      .select('message_id')
      .where('message_id', '=', goneMessage!)
      .execute();
    expect(hidden).toEqual([]);
  });
});

describe('the send queue', () => {
  it('writes concurrent sends together, acks each once and publishes every delivery', async () => {
    const { boss, chats } = await bossWithSeekers(20);
    const queue = createChatSendQueue(app.services);
    const published: number[] = [];
    const unsubscribe = await app.services.bus.subscribe('chat:events', (deliveries) => {
      for (const d of deliveries as ChatDelivery[]) if (d.members.includes(boss.userId)) published.push(1);
    });
    const sends = chats.flatMap(({ seekerId, chatId }) =>
      [1, 2, 3].map((n) =>
        sendThrough(queue, { senderUserId: seekerId, clientId: randomUUID(), chatId, body: text(`#${n}`) }),
      ),
    );
    const acks = await Promise.all(sends);
    // On Redis the published deliveries come back over the network, after the acks.
    await expect.poll(() => published.length).toBe(60);
    await unsubscribe();
    expect(new Set(acks.map((a) => a.ack.message_id)).size).toBe(60);
    expect(published).toHaveLength(60);
    // Each chat's log stays gap-free: the chat, then its three messages.
    for (const { chatId } of chats) {
      expect(await positionsOf(chatId, boss.userId)).toEqual(oneTo(4));
      expect(await textsOf(chatId, boss.userId)).toEqual(['#1', '#2', '#3']);
    }
    // 60 sends, far fewer transactions: the queue filled batches while one was being written.
    const transactions = new Set(
      (
        await app.services.db
          .selectFrom('chat_messages')
          .select('created_at')
          .where(
            'chat_id',
            'in',
            chats.map((c) => c.chatId),
          )
          .execute()
      ).map((m) => m.created_at.getTime()),
    );
    expect(transactions.size).toBeLessThan(10);
  });

  it('answers a stored send as stored when Redis cannot take its events', async () => {
    const { boss, chats } = await bossWithSeekers(1);
    const unreachable = createBus('redis://127.0.0.1:1');
    const queue = createChatSendQueue({ db: app.services.db, bus: unreachable });
    try {
      const clientId = randomUUID();
      const { ack } = await sendThrough(queue, {
        senderUserId: chats[0]!.seekerId,
        clientId,
        chatId: chats[0]!.chatId,
        body: text('while Redis is down'),
      });
      expect(ack.client_id).toBe(clientId);
      expect(await textsOf(chats[0]!.chatId, boss.userId)).toEqual(['while Redis is down']);
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a bad send without failing the others queued with it', async () => {
    const { chats } = await bossWithSeekers(2);
    const stranger = await signInSeeker(app);
    const queue = createChatSendQueue(app.services);
    const [good, bad, alsoGood] = await Promise.allSettled([
      sendThrough(queue, {
        senderUserId: chats[0]!.seekerId,
        clientId: randomUUID(),
        chatId: chats[0]!.chatId,
        body: text('a'),
      }),
      sendThrough(queue, {
        senderUserId: stranger.userId,
        clientId: randomUUID(),
        chatId: chats[0]!.chatId,
        body: text('b'),
      }),
      sendThrough(queue, {
        senderUserId: chats[1]!.seekerId,
        clientId: randomUUID(),
        chatId: chats[1]!.chatId,
        body: text('c'),
      }),
    ]);
    expect(good.status).toBe('fulfilled');
    expect(bad.status === 'rejected' && (bad.reason as { code: number }).code).toBe(errorCodes.notFound);
    expect(alsoGood.status).toBe('fulfilled');
  });
});

describe('sends arriving on many sockets at once', () => {
  it('are stored in shared transactions, not one each', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const boss = await signInRecruiter(app);
    const pairs = [];
    for (let i = 0; i < 30; i++) {
      const seeker = await signInSeeker(app);
      const { chat } = await openChat(app.services.db, {
        jobseekerId: seeker.userId,
        recruiterId: boss.recruiterId,
        jobId: null,
      });
      const socket = await openSyncedSocket(port, seeker.cookies.sessionid);
      pairs.push({ socket, chatId: chat.id });
    }
    const sends = pairs.map(({ socket, chatId }) => {
      const clientId = randomUUID();
      socket.send({ type: 'send', client_id: clientId, chat_id: chatId, body: text('at once') });
      return socket.answer(clientId);
    });
    await Promise.all(sends);
    for (const { socket } of pairs) socket.ws.close();

    const writes = await app.services.db
      .selectFrom('chat_messages')
      .select('created_at')
      .where(
        'chat_id',
        'in',
        pairs.map((p) => p.chatId),
      )
      .execute();
    expect(writes).toHaveLength(30);
    // One timestamp per transaction: 30 sends on the wire together take a handful, not 30.
    expect(new Set(writes.map((w) => w.created_at.getTime())).size).toBeLessThanOrEqual(10);
  });
});
