import {
  chatLimits,
  type TChatEvent,
  type TChatExchange,
  type TChatMessage,
  type TChatSummary,
  ZClientFrame,
} from '@talkhire/contracts';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { ChatDatabase } from './chat-db';
import { acceptSocket, eventFrame } from './testing/chat-traffic';
import { eventually, fakeConnector, memoryChatDatabase } from './testing/fake-relay';

const me = 11;
const boss = 22;
const chatId = 5;
const otherChatId = 6;
const cores: ChatCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.stop();
});

/** A live core that sends one message at a time, with 'first' on the wire and 'second' waiting. */
async function twoSendsOneInFlight() {
  const { core, db, relay } = newCore(memoryChatDatabase(), { maxInFlight: 1 });
  await core.start();
  await accept(relay.latest);
  const first = await core.send(chatId, { kind: 'text', text: 'first' });
  const second = await core.send(chatId, { kind: 'text', text: 'second' });
  await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([first]));
  return { relay, db, first, second };
}

function newCore(
  db: ChatDatabase = memoryChatDatabase(),
  options: { gapTimeoutMs?: number; maxInFlight?: number } = {},
) {
  const relay = fakeConnector();
  let ids = 0;
  const core = new ChatCore({
    db,
    connect: relay.connect,
    backoff: { baseMs: 1, maxMs: 4 },
    newClientId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    ...options,
  });
  cores.push(core);
  return { core, db, relay };
}

const accept = (socket: Parameters<typeof acceptSocket>[0]) => acceptSocket(socket, me);

function message(id: number, chatSeq: number, sender = boss, inChat = chatId): TChatMessage {
  return {
    id,
    chat_id: inChat,
    chat_seq: chatSeq,
    sender_user_id: sender,
    client_id: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    body: { kind: 'text', text: `message ${id}` },
    sent_at: '2026-11-22T03:00:00.000Z',
  };
}
const messageEvent = (m: TChatMessage): TChatEvent => ({ type: 'message', message: m });
const summary = (id: number): TChatSummary => ({
  id,
  jobseeker_id: me,
  recruiter_id: 3,
  recruiter_user_id: boss,
  job_id: null,
  company_id: 4,
  created_at: '2026-11-22T03:00:00.000Z',
});

describe('ChatCore', () => {
  it('keeps a send in the outbox until the ack, then marks it sent', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    const clientId = await core.send(chatId, { kind: 'text', text: 'Hello' });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.messages.get(clientId)).toMatchObject({ state: 'sending', chat_id: chatId });

    await accept(relay.latest);
    await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));
    relay.latest.deliver({
      type: 'ack',
      client_id: clientId,
      seq: 1,
      message_id: 900,
      sent_at: '2026-11-22T03:00:01.000Z',
    });
    await eventually(async () =>
      expect(await db.messages.get(clientId)).toMatchObject({ state: 'sent', id: 900 }),
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('resends an unacknowledged message after a drop with the same client_id, and says hello with where it stands in the chat', async () => {
    const { core, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver(eventFrame(chatId, 1, messageEvent(message(1, 1))));
    const clientId = await core.send(chatId, { kind: 'text', text: 'Are you there?' });
    await eventually(() => expect(relay.latest.framesOf('send')).toHaveLength(1));

    const first = relay.latest;
    first.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    await accept(relay.latest);
    expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', cursors: [[chatId, 1]] }]);
    await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));
  });

  it('says where it stands in more chats than one hello carries in several hellos, all but the last with more', async () => {
    const db = memoryChatDatabase();
    const held = Array.from({ length: chatLimits.helloCursorsMax + 1 }, (_, i) => ({
      chat_id: i + 1,
      seq: i + 2,
    }));
    await db.cursors.bulkPut(held);
    const { core, relay } = newCore(db);
    await core.start();
    relay.latest.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() => expect(relay.latest.framesOf('hello')).toHaveLength(2));

    const [first, last] = relay.latest.framesOf('hello');
    expect(first).toMatchObject({ more: true });
    expect(first?.cursors).toHaveLength(chatLimits.helloCursorsMax);
    expect(last).toEqual({ type: 'hello', cursors: [[held.length, held.length + 1]] });
    expect([...(first?.cursors ?? []), ...(last?.cursors ?? [])]).toEqual(
      held.map((c) => [c.chat_id, c.seq]),
    );
    for (const frame of [first, last]) expect(ZClientFrame.safeParse(frame).success).toBe(true);
  });

  it('applies a duplicated or replayed event once', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    const frame = eventFrame(chatId, 1, messageEvent(message(1, 1)));
    relay.latest.deliver(frame);
    relay.latest.deliver(frame);
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    relay.latest.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    // A relay that replays from further back than asked: the event is still stored once.
    relay.latest.deliver(frame);
    await core.settled();
    expect(await db.messages.count()).toBe(1);
    expect(await db.cursors.get(chatId)).toEqual({ chat_id: chatId, seq: 1 });
  });

  it('holds an early event until the ones before it arrive, then applies all in seq order', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver(eventFrame(chatId, 3, messageEvent(message(3, 3))));
    relay.latest.deliver(eventFrame(chatId, 2, messageEvent(message(2, 2))));
    await core.settled();
    expect(await db.messages.count()).toBe(0);
    relay.latest.deliver(eventFrame(chatId, 1, messageEvent(message(1, 1))));
    await eventually(async () => expect(await db.cursors.get(chatId)).toMatchObject({ seq: 3 }));
    const ordered = await db.messages
      .where('[chat_id+chat_seq]')
      .between([chatId, 0], [chatId, 99])
      .toArray();
    expect(ordered.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('applies an event whose earlier positions were skipped; one sent after a position it never got waits, and at synced the socket is closed for a replay', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    const first = relay.latest;
    first.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() => expect(first.framesOf('hello')).toEqual([{ type: 'hello', cursors: [] }]));
    // Positions 1 to 3 are the other member's own events: no socket of ours is sent them.
    first.deliver(eventFrame(chatId, 4, messageEvent(message(1, 1)), 0));
    // The relay sent position 6 before this one, and it never arrived.
    first.deliver(eventFrame(chatId, 9, messageEvent(message(2, 2)), 6));
    first.deliver({ type: 'synced' });

    await eventually(() => expect(first.closeCode).toBe(4000));
    expect(core.getStatus()).not.toBe('live');
    expect(await db.cursors.get(chatId)).toEqual({ chat_id: chatId, seq: 4 });
    expect((await db.messages.toArray()).map((m) => m.id)).toEqual([1]);
    await eventually(() => expect(relay.sockets).toHaveLength(2));
    await accept(relay.latest);
    expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', cursors: [[chatId, 4]] }]);
  });

  it('reconnects for a fresh replay when an earlier event stays missing', async () => {
    const { core, relay } = newCore(memoryChatDatabase(), { gapTimeoutMs: 20 });
    await core.start();
    await accept(relay.latest);
    const first = relay.latest;
    first.deliver(eventFrame(chatId, 2, messageEvent(message(2, 2))));
    await eventually(() => expect(relay.sockets).toHaveLength(2));
    expect(first.closeCode).toBe(4000);
    await accept(relay.latest);
    expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', cursors: [] }]);
  });

  it('applies the events of two chats as they interleave, each chat in its own order, and keeps where it stands in each', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    const socket = relay.latest;
    socket.deliver(eventFrame(chatId, 1, messageEvent(message(1, 1))));
    socket.deliver(eventFrame(otherChatId, 1, messageEvent(message(2, 1, boss, otherChatId))));
    socket.deliver(eventFrame(otherChatId, 2, messageEvent(message(3, 2, boss, otherChatId))));
    // The other chat waits for its position 4, which is late: this chat goes on without it.
    socket.deliver(eventFrame(otherChatId, 5, messageEvent(message(5, 4, boss, otherChatId)), 4));
    socket.deliver(eventFrame(chatId, 3, messageEvent(message(4, 2)), 1));
    await core.settled();

    expect(await db.cursors.toArray()).toEqual([
      { chat_id: chatId, seq: 3 },
      { chat_id: otherChatId, seq: 2 },
    ]);
    expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual([1, 2, 3, 4]);
    socket.deliver(eventFrame(otherChatId, 4, messageEvent(message(6, 3, boss, otherChatId)), 2));
    await eventually(async () =>
      expect(await db.cursors.get(otherChatId)).toEqual({ chat_id: otherChatId, seq: 5 }),
    );
    expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('survives a closed tab: a new core on the same store resends the outbox and resumes from its cursors', async () => {
    const factory = new IDBFactory();
    const name = 'chat-closed-tab';
    const first = newCore(new ChatDatabase(name, { indexedDB: factory, IDBKeyRange }));
    await first.core.start();
    await accept(first.relay.latest);
    first.relay.latest.deliver(eventFrame(chatId, 1, messageEvent(message(1, 1))));
    first.relay.latest.deliver(eventFrame(otherChatId, 2, messageEvent(message(2, 1, boss, otherChatId)), 0));
    await first.core.settled();
    const clientId = await first.core.send(chatId, { kind: 'emoji', emoji: '👍' });
    first.core.stop();
    first.db.close();

    const second = newCore(new ChatDatabase(name, { indexedDB: factory, IDBKeyRange }));
    await second.core.start();
    await accept(second.relay.latest);
    expect(second.relay.latest.framesOf('hello')).toEqual([
      {
        type: 'hello',
        cursors: [
          [chatId, 1],
          [otherChatId, 2],
        ],
      },
    ]);
    await eventually(() =>
      expect(second.relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]),
    );
  });

  it('stops retrying a send the relay refuses, and shows it failed until resent', async () => {
    const { core, db, relay } = newCore();
    const notices: ChatCoreNotice[] = [];
    core.subscribe((n) => notices.push(n));
    await core.start();
    await accept(relay.latest);
    const clientId = await core.send(999, { kind: 'text', text: 'to nobody' });
    await eventually(() => expect(relay.latest.framesOf('send')).toHaveLength(1));
    relay.latest.deliver({ type: 'error', code: 40004, message: 'Not found', ref: clientId });
    await eventually(async () =>
      expect(await db.messages.get(clientId)).toMatchObject({ state: 'failed', error_code: 40004 }),
    );
    expect(await db.outbox.count()).toBe(0);
    expect(notices).toContainEqual({ type: 'error', code: 40004, message: 'Not found', ref: clientId });

    await core.resend(clientId);
    await eventually(() => expect(relay.latest.framesOf('send')).toHaveLength(2));
    expect(relay.latest.framesOf('send')[1]?.client_id).toBe(clientId);
  });

  it('sends at most maxInFlight unacknowledged messages at once', async () => {
    const relay = fakeConnector();
    const core = new ChatCore({ db: memoryChatDatabase(), connect: relay.connect, maxInFlight: 2 });
    cores.push(core);
    await core.start();
    await accept(relay.latest);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await core.send(chatId, { kind: 'text', text: `m${i}` }));
    await eventually(() => expect(relay.latest.framesOf('send')).toHaveLength(2));
    relay.latest.deliver({
      type: 'ack',
      client_id: ids[0]!,
      seq: 1,
      message_id: 1,
      sent_at: '2026-11-22T03:00:00Z',
    });
    await eventually(() => expect(relay.latest.framesOf('send')).toHaveLength(3));
  });

  it("takes its own message's event as the answer to its send when no ack comes, and sends the next", async () => {
    const { relay, db, first, second } = await twoSendsOneInFlight();
    relay.latest.deliver(
      eventFrame(
        chatId,
        1,
        messageEvent({ ...message(900, 1, me), client_id: first, body: { kind: 'text', text: 'first' } }),
      ),
    );
    await eventually(() =>
      expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([first, second]),
    );
    expect(await db.messages.get(first)).toMatchObject({ state: 'sent', id: 900 });
    expect((await db.outbox.toArray()).map((item) => item.client_id)).toEqual([second]);
  });

  it('applies a sent frame as its own message at that position, from what it sent, and sends the next', async () => {
    const { relay, db, first, second } = await twoSendsOneInFlight();
    relay.latest.deliver(eventFrame(chatId, 1, { type: 'chat', chat: summary(chatId) }));
    relay.latest.deliver({
      type: 'sent',
      chat_id: chatId,
      seq: 2,
      after: 1,
      client_id: first,
      message_id: 900,
      chat_seq: 1,
      sent_at: '2026-11-29T17:00:00.000Z',
    });
    await eventually(() =>
      expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([first, second]),
    );
    expect(await db.messages.get(first)).toMatchObject({
      state: 'sent',
      id: 900,
      chat_seq: 1,
      sender_user_id: me,
      body: { kind: 'text', text: 'first' },
      sent_at: '2026-11-29T17:00:00.000Z',
    });
    expect((await db.outbox.toArray()).map((item) => item.client_id)).toEqual([second]);
    // The chat's log goes on from the sent frame's position.
    relay.latest.deliver(eventFrame(chatId, 3, messageEvent(message(901, 2)), 2));
    await eventually(async () =>
      expect((await db.messages.where('id').equals(901).toArray()).length).toBe(1),
    );
    expect((await db.cursors.get(chatId))?.seq).toBe(3);
  });

  it('records chats and read marks from events, and empties the store on sign-out', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver(eventFrame(chatId, 1, { type: 'chat', chat: summary(chatId) }));
    relay.latest.deliver(
      eventFrame(chatId, 2, { type: 'read', chat_id: chatId, reader_user_id: boss, up_to_seq: 4 }),
    );
    await eventually(async () => expect((await db.chats.get(chatId))?.read_up_to).toEqual({ [boss]: 4 }));
    await core.signOut();
    expect(await db.chats.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(await db.cursors.count()).toBe(0);
    expect(core.getStatus()).toBe('stopped');
  });

  it("forgets the last account's store when another account signs in on the browser", async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver(eventFrame(chatId, 1, messageEvent(message(1, 1))));
    await core.send(chatId, { kind: 'text', text: 'not for the next account' });
    await core.settled();
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    relay.latest.deliver({ type: 'welcome', user_id: 77, role: 'jobseeker' });
    await eventually(() => expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', cursors: [] }]));
    expect(relay.latest.framesOf('send')).toEqual([]);
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.cursors.count()).toBe(0);
  });

  it('forgets a chat the relay does not hold as it does (delivered messages, records, row, cursor) but keeps its unsent message and the outbox, then applies its replay from seq 1', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    const exchange: TChatExchange = {
      id: 3,
      chat_id: chatId,
      kind: 'mobile',
      status: 'requested',
      requested_by: 'recruiter',
      numbers: null,
      resume: null,
      created_at: '2026-11-22T03:00:00.000Z',
      updated_at: '2026-11-22T03:00:00.000Z',
    };
    const pinned = {
      chat_id: chatId,
      pinned: true,
      muted: false,
      not_interested: false,
      deleted: false,
      cleared_up_to: 0,
    };
    for (const frame of [
      eventFrame(chatId, 1, { type: 'chat', chat: summary(chatId) }),
      eventFrame(chatId, 2, { type: 'chat_state', state: pinned }),
      eventFrame(chatId, 3, messageEvent(message(1, 1))),
      eventFrame(chatId, 4, { type: 'exchange', exchange }),
      eventFrame(otherChatId, 1, messageEvent(message(2, 1, boss, otherChatId))),
    ])
      relay.latest.deliver(frame);
    await core.settled();
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    const unsent = await core.send(chatId, { kind: 'text', text: 'still mine to send' });

    const next = relay.latest;
    next.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() =>
      expect(next.framesOf('hello')).toEqual([
        {
          type: 'hello',
          cursors: [
            [chatId, 4],
            [otherChatId, 1],
          ],
        },
      ]),
    );
    // The relay's database was reset: its log of the chat is shorter than what this store holds.
    next.deliver({ type: 'forget', chat_ids: [chatId] });
    next.deliver(eventFrame(chatId, 1, { type: 'chat', chat: summary(chatId) }));
    next.deliver(eventFrame(chatId, 2, messageEvent(message(7, 1))));
    next.deliver({ type: 'synced' });
    await eventually(() => expect(core.getStatus()).toBe('live'));
    await core.settled();

    expect(next.closed).toBe(false);
    const messages = await db.messages.toArray();
    expect(messages.filter((m) => m.chat_id === chatId).map((m) => [m.id ?? m.client_id, m.state])).toEqual(
      expect.arrayContaining([
        [7, 'sent'],
        [unsent, 'sending'],
      ]),
    );
    expect(messages).toHaveLength(3);
    expect(messages.find((m) => m.chat_id === otherChatId)?.id).toBe(2);
    expect(await db.chats.get(chatId)).not.toHaveProperty('state');
    expect(await db.records.count()).toBe(0);
    expect(await db.cursors.toArray()).toEqual([
      { chat_id: chatId, seq: 2 },
      { chat_id: otherChatId, seq: 1 },
    ]);
    expect((await db.outbox.toArray()).map((item) => item.client_id)).toEqual([unsent]);
    await eventually(() => expect(next.framesOf('send').map((f) => f.client_id)).toEqual([unsent]));
  });

  it('drops what it holds of a chat it is told to forget, even an event being stored or one waiting, but not the events that follow the forget', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    const socket = relay.latest;
    socket.deliver(eventFrame(chatId, 1, messageEvent(message(1, 1))));
    await core.settled();
    // Being stored when the forget comes: stored, then erased by it.
    socket.deliver(eventFrame(chatId, 2, messageEvent(message(2, 2))));
    // Waiting for position 3 of the forgotten log: never applied.
    socket.deliver(eventFrame(chatId, 4, messageEvent(message(4, 4)), 3));
    socket.deliver({ type: 'forget', chat_ids: [chatId] });
    socket.deliver(eventFrame(chatId, 1, messageEvent(message(7, 1))));
    socket.deliver(eventFrame(chatId, 2, messageEvent(message(8, 2))));
    socket.deliver(eventFrame(chatId, 3, messageEvent(message(9, 3))));
    await core.settled();

    expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual([7, 8, 9]);
    expect(await db.cursors.get(chatId)).toEqual({ chat_id: chatId, seq: 3 });
    socket.deliver({ type: 'synced' });
    await eventually(() => expect(core.getStatus()).toBe('live'));
    expect(socket.closed).toBe(false);
  });

  it('goes live when events arrive right behind synced, and keeps what it has', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver(eventFrame(chatId, 1, messageEvent(message(1, 1))));
    await core.settled();
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    relay.latest.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() =>
      expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', cursors: [[chatId, 1]] }]),
    );
    relay.latest.deliver({ type: 'synced' });
    relay.latest.deliver(eventFrame(chatId, 2, messageEvent(message(2, 2))));
    await eventually(() => expect(core.getStatus()).toBe('live'));
    await core.settled();
    expect(relay.sockets).toHaveLength(2);
    expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual([1, 2]);
  });
});
