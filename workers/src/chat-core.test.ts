import type { TChatEvent, TChatMessage } from '@talkhire/contracts';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { ChatDatabase } from './chat-db';
import { eventually, type FakeSocket, fakeConnector, memoryChatDatabase } from './testing/fake-relay';

const me = 11;
const boss = 22;
const chatId = 5;
const cores: ChatCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.stop();
});

function newCore(db: ChatDatabase = memoryChatDatabase()) {
  const relay = fakeConnector();
  let ids = 0;
  const core = new ChatCore({
    db,
    connect: relay.connect,
    backoff: { baseMs: 1, maxMs: 4 },
    newClientId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  });
  cores.push(core);
  return { core, db, relay };
}

/** The relay side of a connection: welcome, wait for hello, replay nothing, synced. */
async function accept(socket: FakeSocket, seq = 0) {
  socket.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
  await eventually(() => expect(socket.framesOf('hello')).toHaveLength(1));
  socket.deliver({ type: 'synced', seq });
}

function message(id: number, chatSeq: number, sender = boss, clientId?: string): TChatMessage {
  return {
    id,
    chat_id: chatId,
    chat_seq: chatSeq,
    sender_user_id: sender,
    client_id: clientId ?? `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    body: { kind: 'text', text: `message ${id}` },
    sent_at: '2026-11-22T03:00:00.000Z',
  };
}
const messageEvent = (m: TChatMessage): TChatEvent => ({ type: 'message', message: m });

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

  it('resends an unacknowledged message after a drop with the same client_id, and says hello with last_seq', async () => {
    const { core, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver({ type: 'event', seq: 1, event: messageEvent(message(1, 1)) });
    const clientId = await core.send(chatId, { kind: 'text', text: 'Are you there?' });
    await eventually(() => expect(relay.latest.framesOf('send')).toHaveLength(1));

    const first = relay.latest;
    first.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    await accept(relay.latest, 1);
    expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', last_seq: 1 }]);
    await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));
  });

  it('applies a duplicated or replayed event once', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    const event = messageEvent(message(1, 1));
    relay.latest.deliver({ type: 'event', seq: 1, event });
    relay.latest.deliver({ type: 'event', seq: 1, event });
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    relay.latest.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    // A relay that replays from further back than asked: the event is still stored once.
    relay.latest.deliver({ type: 'event', seq: 1, event });
    await core.settled();
    expect(await db.messages.count()).toBe(1);
    expect(await db.meta.get('last_seq')).toEqual({ key: 'last_seq', value: 1 });
  });

  it('holds an early event until the ones before it arrive, then applies all in seq order', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver({ type: 'event', seq: 3, event: messageEvent(message(3, 3)) });
    relay.latest.deliver({ type: 'event', seq: 2, event: messageEvent(message(2, 2)) });
    await core.settled();
    expect(await db.messages.count()).toBe(0);
    relay.latest.deliver({ type: 'event', seq: 1, event: messageEvent(message(1, 1)) });
    await eventually(async () => expect(await db.meta.get('last_seq')).toMatchObject({ value: 3 }));
    const ordered = await db.messages
      .where('[chat_id+chat_seq]')
      .between([chatId, 0], [chatId, 99])
      .toArray();
    expect(ordered.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('reconnects when the relay says it holds events that never arrived', async () => {
    const { core, relay } = newCore();
    await core.start();
    relay.latest.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() => expect(relay.latest.framesOf('hello')).toHaveLength(1));
    relay.latest.deliver({ type: 'event', seq: 2, event: messageEvent(message(2, 2)) });
    relay.latest.deliver({ type: 'synced', seq: 2 });
    await eventually(() => expect(relay.sockets.length).toBe(2));
    expect(core.getStatus()).not.toBe('live');
  });

  it('survives a closed tab: a new core on the same store resends the outbox and resumes from last_seq', async () => {
    const factory = new IDBFactory();
    const name = 'chat-closed-tab';
    const first = newCore(new ChatDatabase(name, { indexedDB: factory, IDBKeyRange }));
    await first.core.start();
    await accept(first.relay.latest);
    first.relay.latest.deliver({ type: 'event', seq: 1, event: messageEvent(message(1, 1)) });
    await first.core.settled();
    const clientId = await first.core.send(chatId, { kind: 'emoji', emoji: '👍' });
    first.core.stop();
    first.db.close();

    const second = newCore(new ChatDatabase(name, { indexedDB: factory, IDBKeyRange }));
    await second.core.start();
    await accept(second.relay.latest, 1);
    expect(second.relay.latest.framesOf('hello')).toEqual([{ type: 'hello', last_seq: 1 }]);
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

  it('records chats and read marks from events, and empties the store on sign-out', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    const chat = {
      id: chatId,
      jobseeker_id: me,
      recruiter_id: 3,
      recruiter_user_id: boss,
      job_id: null,
      company_id: 4,
      created_at: '2026-11-22T03:00:00.000Z',
    };
    relay.latest.deliver({ type: 'event', seq: 1, event: { type: 'chat', chat } });
    relay.latest.deliver({
      type: 'event',
      seq: 2,
      event: { type: 'read', chat_id: chatId, reader_user_id: boss, up_to_seq: 4 },
    });
    await eventually(async () => expect((await db.chats.get(chatId))?.read_up_to).toEqual({ [boss]: 4 }));
    await core.signOut();
    expect(await db.chats.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(core.getStatus()).toBe('stopped');
  });

  it("forgets the last account's store when another account signs in on the browser", async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver({ type: 'event', seq: 1, event: messageEvent(message(1, 1)) });
    await core.send(chatId, { kind: 'text', text: 'not for the next account' });
    await core.settled();
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    relay.latest.deliver({ type: 'welcome', user_id: 77, role: 'jobseeker' });
    await eventually(() => expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', last_seq: 0 }]));
    expect(relay.latest.framesOf('send')).toEqual([]);
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('starts over from a relay whose log is shorter than ours, keeping unsent messages', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver({ type: 'event', seq: 1, event: messageEvent(message(1, 1)) });
    relay.latest.deliver({ type: 'event', seq: 2, event: messageEvent(message(2, 2)) });
    await core.settled();
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    const clientId = await core.send(chatId, { kind: 'text', text: 'still mine to send' });
    await accept(relay.latest, 0);
    await eventually(() => expect(relay.sockets.length).toBe(3));
    await accept(relay.latest, 0);
    expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', last_seq: 0 }]);
    expect((await db.messages.toArray()).map((m) => m.client_id)).toEqual([clientId]);
    await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));
  });

  it('goes live when events arrive right behind synced, and keeps what it has', async () => {
    const { core, db, relay } = newCore();
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver({ type: 'event', seq: 1, event: messageEvent(message(1, 1)) });
    await core.settled();
    relay.latest.drop();
    await eventually(() => expect(relay.sockets.length).toBe(2));
    relay.latest.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() => expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', last_seq: 1 }]));
    relay.latest.deliver({ type: 'synced', seq: 1 });
    relay.latest.deliver({ type: 'event', seq: 2, event: messageEvent(message(2, 2)) });
    await eventually(() => expect(core.getStatus()).toBe('live'));
    await core.settled();
    expect(relay.sockets).toHaveLength(2);
    expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual([1, 2]);
  });

  it('reconnects for a fresh replay when an earlier event stays missing', async () => {
    const relay = fakeConnector();
    const core = new ChatCore({
      db: memoryChatDatabase(),
      connect: relay.connect,
      gapTimeoutMs: 20,
      backoff: { baseMs: 1, maxMs: 4 },
    });
    cores.push(core);
    await core.start();
    await accept(relay.latest);
    relay.latest.deliver({ type: 'event', seq: 2, event: messageEvent(message(2, 2)) });
    await eventually(() => expect(relay.sockets).toHaveLength(2));
    await accept(relay.latest);
    expect(relay.latest.framesOf('hello')).toEqual([{ type: 'hello', last_seq: 0 }]);
  });
});
