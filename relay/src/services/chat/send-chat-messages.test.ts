import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { errorCodes } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInRecruiter } from '../../testing/chat-members';
import { openSyncedSocket } from '../../testing/chat-socket-client';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { readChatEvents } from './chat-event-log';
import { createChatSendQueue } from './chat-send-queue';
import { openChat } from './open-chat';
import { sendChatMessages } from './send-chat-messages';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** One Boss in chat with several seekers, as a recruiter usually is. */
async function bossWithSeekers(count: number) {
  const boss = await signInRecruiter(app);
  const chats: { seekerId: number; chatId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const seeker = await signInSeeker(app);
    const { chat } = await openChat(app.services.db, {
      jobseekerId: seeker.userId,
      recruiterId: boss.recruiterId,
      jobId: null,
    });
    chats.push({ seekerId: seeker.userId, chatId: chat.id });
  }
  return { boss, chats };
}

const text = (t: string) => ({ kind: 'text' as const, text: t });

async function logOf(userId: number) {
  return readChatEvents(app.services.db, userId, 0, 10_000);
}

describe('storing many chat messages at once', () => {
  it("gives every member gap-free seqs and every chat its order, in the batch's order", async () => {
    const { boss, chats } = await bossWithSeekers(3);
    const inputs = [0, 1, 2, 0, 1, 2, 0].map((c, n) => ({
      senderUserId: n % 2 ? boss.userId : chats[c]!.seekerId,
      clientId: randomUUID(),
      chatId: chats[c]!.chatId,
      body: text(`message ${n}`),
    }));
    const outcomes = await sendChatMessages(app.services.db, inputs);
    expect(outcomes.every((o) => o.ok)).toBe(true);

    const bossLog = await logOf(boss.userId);
    expect(bossLog.map((e) => e.seq)).toEqual(bossLog.map((_, i) => i + 1));
    const bossMessages = bossLog.flatMap((e) => (e.event.type === 'message' ? [e.event.message] : []));
    expect(bossMessages.map((m) => (m.body.kind === 'text' ? m.body.text : ''))).toEqual(
      inputs.map((i) => (i.body.kind === 'text' ? i.body.text : '')),
    );
    const firstChat = bossMessages.filter((m) => m.chat_id === chats[0]!.chatId).map((m) => m.chat_seq);
    expect(firstChat).toEqual([1, 2, 3]);

    // Each ack names the sender's own seq of that message, as a replay would show it.
    for (const [n, outcome] of outcomes.entries()) {
      if (!outcome.ok) continue;
      const senderLog = await logOf(inputs[n]!.senderUserId);
      const event = senderLog.find((e) => e.seq === outcome.ack.seq)?.event;
      expect(event?.type === 'message' && event.message.client_id).toBe(inputs[n]!.clientId);
    }
  });

  it('refuses a stranger or a file that is not theirs alone, and stores the rest', async () => {
    const { boss, chats } = await bossWithSeekers(2);
    const stranger = await signInSeeker(app);
    const outcomes = await sendChatMessages(app.services.db, [
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
    expect(await logOf(stranger.userId)).toEqual([]);
    const bossTexts = (await logOf(boss.userId)).flatMap((e) =>
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
    const outcomes = await sendChatMessages(app.services.db, [
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
    const [first, repeat] = await sendChatMessages(app.services.db, [send, send]);
    const [later] = await sendChatMessages(app.services.db, [send]);
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
});

describe('the send queue', () => {
  it('writes concurrent sends together, acks each once and publishes every delivery', async () => {
    const { boss, chats } = await bossWithSeekers(20);
    const queue = createChatSendQueue(app.services);
    const published: number[] = [];
    const unsubscribe = await app.services.bus.subscribe('chat:events', (deliveries) => {
      for (const d of deliveries as { user_id: number }[]) if (d.user_id === boss.userId) published.push(1);
    });
    const sends = chats.flatMap(({ seekerId, chatId }) =>
      [1, 2, 3].map((n) =>
        queue.send({ senderUserId: seekerId, clientId: randomUUID(), chatId, body: text(`#${n}`) }),
      ),
    );
    const acks = await Promise.all(sends);
    // On Redis the published deliveries come back over the network, after the acks.
    await expect.poll(() => published.length).toBe(60);
    await unsubscribe();
    expect(new Set(acks.map((a) => a.ack.message_id)).size).toBe(60);
    expect(published).toHaveLength(60);
    const bossLog = await logOf(boss.userId);
    expect(bossLog.map((e) => e.seq)).toEqual(bossLog.map((_, i) => i + 1));
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

  it('refuses a bad send without failing the others queued with it', async () => {
    const { chats } = await bossWithSeekers(2);
    const stranger = await signInSeeker(app);
    const queue = createChatSendQueue(app.services);
    const [good, bad, alsoGood] = await Promise.allSettled([
      queue.send({
        senderUserId: chats[0]!.seekerId,
        clientId: randomUUID(),
        chatId: chats[0]!.chatId,
        body: text('a'),
      }),
      queue.send({
        senderUserId: stranger.userId,
        clientId: randomUUID(),
        chatId: chats[0]!.chatId,
        body: text('b'),
      }),
      queue.send({
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
    for (const { socket, chatId } of pairs)
      socket.send({ type: 'send', client_id: randomUUID(), chat_id: chatId, body: text('at once') });
    await Promise.all(pairs.map(({ socket }) => socket.next('ack')));
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
