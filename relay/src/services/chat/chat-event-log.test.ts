import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chatLimits } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { openChatsWithSeekers, signInRecruiter } from '../../testing/chat-members';
import { eventsOf, openSyncedSocket } from '../../testing/chat-socket-client';
import { createTestApp } from '../../testing/test-app';
import { readChatLogs } from './chat-event-log';
import { hideMessage } from './chat-member-actions';
import { storeChatMessages } from './send-chat-messages';

let app: App;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** One Boss in chat with `count` seekers, each chat holding `messages` of the Boss's. */
async function bossWithChats(count: number, messages: number) {
  const boss = await signInRecruiter(app);
  const chatIds = (await openChatsWithSeekers(app, boss, count)).map((c) => c.chatId);
  const sends = chatIds.flatMap((chatId) =>
    Array.from({ length: messages }, (_, i) => ({
      senderUserId: boss.userId,
      clientId: randomUUID(),
      chatId,
      body: { kind: 'text' as const, text: `message ${i + 1}` },
    })),
  );
  await storeChatMessages(app.services.db, sends);
  return { boss, chatIds };
}

describe('reading chat logs', () => {
  it('reads many chats in one statement, each from its own position and at most a page of each', async () => {
    const { boss, chatIds } = await bossWithChats(3, 4);
    const [a, b, c] = chatIds as [number, number, number];
    const message = await app.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_id', '=', b)
      .where('chat_seq', '=', 2)
      .executeTakeFirstOrThrow();
    await hideMessage(app.services.db, { userId: boss.userId, messageId: message.id });
    const logs = await readChatLogs(app.services.db, {
      userId: boss.userId,
      from: [
        [a, 0],
        [b, 1],
        [c, 5],
      ],
      limit: 3,
    });
    const seen = (chatId: number) =>
      logs
        .get(chatId)
        ?.map(({ seq, event }) => [
          seq,
          event?.type === 'message' ? event.message.chat_seq : (event?.type ?? null),
        ]);
    expect(seen(a)).toEqual([
      [1, 'chat'],
      [2, 1],
      [3, 2],
    ]);
    // Position 3 is the message the Boss deleted for themselves: stepped over, not sent.
    expect(seen(b)).toEqual([
      [2, 1],
      [3, null],
      [4, 3],
    ]);
    expect(seen(c)).toEqual([]);
  });

  it("replays a new browser of a Boss with more chats than one read, and past a page of one chat's log", async () => {
    const { boss, chatIds } = await bossWithChats(2, chatLimits.replayPage + 5);
    const more = (await openChatsWithSeekers(app, boss, 120)).map((c) => c.chatId);
    const socket = await openSyncedSocket(port, boss.cookies.sessionid);
    const events = eventsOf(socket);
    for (const chatId of [...chatIds, ...more]) {
      const mine = events.filter((f) => f.chat_id === chatId);
      const expected = chatIds.includes(chatId) ? chatLimits.replayPage + 6 : 1;
      expect(mine.map((f) => f.seq)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
      expect(mine.every((f) => f.after === f.seq - 1)).toBe(true);
    }
    socket.ws.close();
  });
});
