import type { TChatEvent, TChatMessage, TChatSummary, TInterview } from '@talkhire/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { eventFrame } from './testing/chat-traffic';
import { eventually, type FakeSocket, fakeConnector, memoryChatDatabase } from './testing/fake-relay';

const me = 11;
const boss = 22;
const chatId = 5;
const cores: ChatCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) core.stop();
});

const chat: TChatSummary = {
  id: chatId,
  jobseeker_id: me,
  recruiter_id: 3,
  recruiter_user_id: boss,
  job_id: 7,
  company_id: 9,
  created_at: '2026-11-22T03:00:00.000Z',
};
const state = {
  chat_id: chatId,
  pinned: false,
  muted: false,
  not_interested: false,
  deleted: false,
  cleared_up_to: 0,
};
function message(id: number, chatSeq: number, sender = boss): TChatMessage {
  return {
    id,
    chat_id: chatId,
    chat_seq: chatSeq,
    sender_user_id: sender,
    client_id: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    body: { kind: 'text', text: `message ${id}` },
    sent_at: '2026-11-22T03:00:00.000Z',
  };
}

async function live() {
  const db = memoryChatDatabase();
  const relay = fakeConnector();
  const core = new ChatCore({ db, connect: relay.connect, backoff: { baseMs: 1, maxMs: 4 } });
  cores.push(core);
  await core.start();
  const socket = relay.latest;
  socket.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
  await eventually(() => expect(socket.framesOf('hello')).toHaveLength(1));
  socket.deliver({ type: 'synced' });
  await eventually(() => expect(core.getStatus()).toBe('live'));
  return { core, db, socket, relay };
}

/** The chat's events from position `from` on, one after the other. */
function deliver(socket: FakeSocket, events: TChatEvent[], from = 1) {
  for (const [i, event] of events.entries()) socket.deliver(eventFrame(chatId, from + i, event));
}

describe('member events in the store', () => {
  it('keeps pin/mute state across a later chat event, erases cleared history and hidden messages', async () => {
    const { core, db, socket } = await live();
    deliver(socket, [
      { type: 'chat', chat },
      { type: 'message', message: message(1, 1) },
      { type: 'message', message: message(2, 2, me) },
      { type: 'message', message: message(3, 3) },
      { type: 'chat_state', state: { ...state, pinned: true, muted: true } },
      { type: 'chat', chat: { ...chat, job_id: 8 } },
      { type: 'hidden', chat_id: chatId, message_id: 3 },
      { type: 'cleared', chat_id: chatId, up_to_seq: 1 },
    ]);
    await core.settled();
    await eventually(async () => expect(await db.cursors.get(chatId)).toEqual({ chat_id: chatId, seq: 8 }));
    const stored = await db.chats.get(chatId);
    expect(stored).toMatchObject({ job_id: 8, state: { pinned: true, muted: true } });
    expect((await db.messages.toArray()).map((m) => m.id)).toEqual([2]);
  });

  it('erases what a recalled message said from this browser, live or replayed after the recall', async () => {
    const { core, db, socket } = await live();
    deliver(socket, [
      { type: 'chat', chat },
      { type: 'message', message: message(1, 1) },
      { type: 'message', message: { ...message(2, 2), body: { kind: 'recalled' } } },
      { type: 'recall', chat_id: chatId, message_id: 1 },
    ]);
    await core.settled();
    await eventually(async () => expect(await db.cursors.get(chatId)).toEqual({ chat_id: chatId, seq: 4 }));
    const stored = (await db.messages.toArray()).sort((a, b) => a.id! - b.id!);
    expect(stored.map((m) => [m.id, m.recalled, m.body])).toEqual([
      [1, true, { kind: 'recalled' }],
      [2, true, { kind: 'recalled' }],
    ]);
  });

  it('sends member actions once live, in order, and drops an unsent message without the relay', async () => {
    const { core, db, socket } = await live();
    core.setChatState(chatId, { pinned: true });
    core.deleteChat(chatId);
    core.recall(4);
    expect(socket.sent.slice(-3)).toEqual([
      { type: 'chat_state', chat_id: chatId, pinned: true },
      { type: 'delete_chat', chat_id: chatId },
      { type: 'recall', message_id: 4 },
    ]);
    socket.drop();
    const clientId = await core.send(chatId, { kind: 'text', text: 'never sent' });
    await core.hideMessage(clientId);
    expect(await db.messages.get(clientId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('announces incoming messages only while no tab is visible and the chat is not muted', async () => {
    const { core, socket } = await live();
    const notices: ChatCoreNotice[] = [];
    core.subscribe((n) => notices.push(n));
    const incoming = () =>
      notices.filter((n) => n.type === 'incoming').map((n) => (n.type === 'incoming' ? n.message.id : 0));
    core.setTabVisible('tab-1', true);
    deliver(socket, [
      { type: 'chat', chat },
      { type: 'message', message: message(1, 1) },
    ]);
    await core.settled();
    core.setTabVisible('tab-1', false);
    deliver(
      socket,
      [
        { type: 'message', message: message(2, 2) },
        { type: 'message', message: message(3, 3, me) },
      ],
      3,
    );
    await eventually(() => expect(incoming()).toEqual([2]));
    deliver(
      socket,
      [
        { type: 'chat_state', state: { ...state, muted: true } },
        { type: 'message', message: message(4, 4) },
      ],
      5,
    );
    await core.settled();
    await new Promise((r) => setTimeout(r, 20));
    expect(incoming()).toEqual([2]);
  });

  it('offline, drops the socket and keeps sends in the outbox; back online, reconnects and sends once', async () => {
    const { core, db, socket, relay } = await live();
    core.setNetwork(false);
    expect(socket.closed).toBe(true);
    expect(core.getStatus()).toBe('waiting');
    const clientId = await core.send(chatId, { kind: 'text', text: 'written offline' });
    await new Promise((r) => setTimeout(r, 30));
    expect(core.getStatus()).toBe('waiting');
    expect(await db.outbox.get(clientId)).toBeDefined();
    expect(socket.framesOf('send')).toEqual([]);
    core.setNetwork(true);
    const next = relay.latest;
    expect(next).not.toBe(socket);
    next.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() => expect(next.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));
  });
});

describe('interview, offer and exchange records', () => {
  const interview: TInterview = {
    id: 4,
    chat_id: chatId,
    job: { id: 7, title: 'Staff nurse' },
    company_name: 'St Luke',
    recruiter_name: 'Liza Cruz',
    seeker_name: 'Ana Reyes',
    status: 'pending',
    slots: ['2026-12-01T02:00:00.000Z'],
    chosen_slot: null,
    duration_minutes: 60,
    time_zone: 'Asia/Manila',
    address: 'Makati',
    video_link: null,
    contact_person: 'Liza',
    contact_number: '+6328123456',
    instructions: null,
    attendance: null,
    reason: null,
    cancelled_by: null,
    result_requested_at: null,
    created_at: '2026-11-22T03:00:00.000Z',
    updated_at: '2026-11-22T03:00:00.000Z',
  };

  it('keeps the latest state of each record for its card, in event order', async () => {
    const { db, socket } = await live();
    deliver(socket, [
      { type: 'chat', chat },
      { type: 'interview', interview },
      { type: 'interview', interview: { ...interview, status: 'accepted', chosen_slot: 0 } },
    ]);
    await eventually(async () =>
      expect((await db.records.get('interview:4'))?.record).toMatchObject({
        status: 'accepted',
        chosen_slot: 0,
      }),
    );
    expect(await db.records.where('chat_id').equals(chatId).count()).toBe(1);
  });

  it('forgets the records with the rest of the store at sign-out', async () => {
    const { core, db, socket } = await live();
    deliver(socket, [{ type: 'interview', interview }]);
    await eventually(async () => expect(await db.records.count()).toBe(1));
    await core.signOut();
    expect(await db.records.count()).toBe(0);
  });
});
