import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chatLimits, errorCodes, type TChatEvent } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { purgeChatHistory, purgeUnsentChatFiles } from '../../scheduler/chat-history-purge';
import { openTestChat } from '../../testing/chat-members';
import { openSyncedSocket, type TestSocket } from '../../testing/chat-socket-client';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { recallMessage } from './chat-member-actions';

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

async function say(socket: TestSocket, chatId: number, text: string) {
  const clientId = randomUUID();
  socket.send({ type: 'send', client_id: clientId, chat_id: chatId, body: { kind: 'text', text } });
  return socket.answer(clientId);
}

const eventsOf = (socket: TestSocket) => socket.frames.flatMap((f) => (f.type === 'event' ? [f.event] : []));
const nextEvent = <T extends TChatEvent['type']>(
  socket: TestSocket,
  type: T,
  match?: (e: Extract<TChatEvent, { type: T }>) => boolean,
) =>
  socket
    .next(
      'event',
      (f) => f.event.type === type && (!match || match(f.event as Extract<TChatEvent, { type: T }>)),
    )
    .then((f) => f.event as Extract<TChatEvent, { type: T }>);

describe('chat state of one member', () => {
  it('pins, mutes and moves to not interested (and back) on every tab of that member only', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const tabA = await openSyncedSocket(port, seeker.cookies.sessionid);
    const tabB = await openSyncedSocket(port, seeker.cookies.sessionid);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    tabA.send({ type: 'chat_state', chat_id: chat.id, pinned: true, muted: true });
    for (const tab of [tabA, tabB]) {
      expect((await nextEvent(tab, 'chat_state')).state).toEqual({
        chat_id: chat.id,
        pinned: true,
        muted: true,
        not_interested: false,
        deleted: false,
        cleared_up_to: 0,
      });
    }
    tabB.send({ type: 'chat_state', chat_id: chat.id, not_interested: true });
    await nextEvent(tabA, 'chat_state', (e) => e.state.not_interested);
    tabB.send({ type: 'chat_state', chat_id: chat.id, not_interested: false });
    const undone = await nextEvent(tabA, 'chat_state', (e) => !e.state.not_interested && e.state.pinned);
    expect(undone.state.muted).toBe(true);
    await say(boss, chat.id, 'still here');
    expect(eventsOf(boss).some((e) => e.type === 'chat_state')).toBe(false);
    for (const s of [tabA, tabB, boss]) s.ws.close();
  });

  it('answers a chat the member is not in, or a malformed state frame, with an error frame', async () => {
    const { chat } = await openTestChat(app, { is_profile_completed: true });
    const stranger = await signInSeeker(app);
    const socket = await openSyncedSocket(port, stranger.cookies.sessionid);
    socket.send({ type: 'chat_state', chat_id: chat.id, pinned: true });
    expect(await socket.next('error')).toMatchObject({
      code: errorCodes.notFound,
      ref: `chat_state:${chat.id}`,
    });
    socket.send('{"type":"chat_state","chat_id":1,"pinned":"yes"}');
    expect(await socket.next('error', (e) => e.ref === 'frame')).toMatchObject({
      code: errorCodes.parameterInvalid,
    });
    socket.send({ type: 'delete_chat', chat_id: chat.id });
    await socket.next('error', (e) => e.ref === `delete_chat:${chat.id}`);
    socket.ws.close();
  });
});

describe('deleting a chat', () => {
  it("erases the member's history on every device, even a fresh replay, and leaves the other side's", async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    await say(boss, chat.id, 'Hello from the Boss');
    await say(tab, chat.id, 'Hello back');
    tab.send({ type: 'delete_chat', chat_id: chat.id });
    expect(await nextEvent(tab, 'cleared')).toEqual({ type: 'cleared', chat_id: chat.id, up_to_seq: 2 });
    expect((await nextEvent(tab, 'chat_state')).state).toMatchObject({ deleted: true, cleared_up_to: 2 });

    const freshDevice = await openSyncedSocket(port, seeker.cookies.sessionid);
    const replayed = eventsOf(freshDevice);
    expect(replayed.filter((e) => e.type === 'message')).toEqual([]);
    expect(JSON.stringify(replayed)).not.toContain('Hello');

    const bossDevice = await openSyncedSocket(port, recruiter.cookies.sessionid);
    const bossMessages = eventsOf(bossDevice).flatMap((e) => (e.type === 'message' ? [e.message.body] : []));
    expect(bossMessages).toEqual([
      { kind: 'text', text: 'Hello from the Boss' },
      { kind: 'text', text: 'Hello back' },
    ]);
    // A newer message reaches the member who deleted the chat as usual.
    await say(boss, chat.id, 'Are you there?');
    expect((await nextEvent(tab, 'message', (e) => e.message.chat_seq === 3)).message.body).toEqual({
      kind: 'text',
      text: 'Are you there?',
    });
    for (const s of [tab, boss, freshDevice, bossDevice]) s.ws.close();
  });
});

describe('recall and delete for myself', () => {
  it('recalls a message for both sides within the time limit, only for its sender', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    const ack = await say(tab, chat.id, 'Oops, wrong chat');
    boss.send({ type: 'recall', message_id: ack.message_id });
    expect(await boss.next('error')).toMatchObject({
      code: errorCodes.notFound,
      ref: `recall:${ack.message_id}`,
    });
    tab.send({ type: 'recall', message_id: ack.message_id });
    for (const s of [tab, boss]) {
      expect(await nextEvent(s, 'recall')).toEqual({
        type: 'recall',
        chat_id: chat.id,
        message_id: ack.message_id,
      });
    }
    // What it said is gone from the relay: a new browser of either member replays only the tombstone.
    for (const member of [seeker, recruiter]) {
      const fresh = await openSyncedSocket(port, member.cookies.sessionid);
      const replayed = eventsOf(fresh).flatMap((e) =>
        e.type === 'message' && e.message.id === ack.message_id ? [e.message.body] : [],
      );
      expect(replayed).toEqual([{ kind: 'recalled' }]);
      expect(JSON.stringify(fresh.frames)).not.toContain('Oops, wrong chat');
      fresh.ws.close();
    }
    const stored = await app.services.db
      .selectFrom('chat_messages')
      .select('body')
      .where('id', '=', ack.message_id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toEqual({ kind: 'recalled' });
    for (const s of [tab, boss]) s.ws.close();
  });

  it('refuses a recall after the limit', async () => {
    const { seeker, chat } = await openTestChat(app, { is_profile_completed: true });
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    const ack = await say(tab, chat.id, 'An old message');
    const later = new Date(Date.parse(ack.sent_at) + chatLimits.recallMs + 1000);
    await expect(
      recallMessage(app.services.db, { userId: seeker.userId, messageId: ack.message_id, now: later }),
    ).rejects.toMatchObject({ code: errorCodes.noPermission });
    tab.ws.close();
  });

  it('deletes a message for its member only; a replay no longer carries it', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    const ack = await say(boss, chat.id, 'Delete me on your side');
    tab.send({ type: 'hide_message', message_id: ack.message_id });
    expect(await nextEvent(tab, 'hidden')).toEqual({
      type: 'hidden',
      chat_id: chat.id,
      message_id: ack.message_id,
    });
    // Kept apart for this member; the message row stays as it is for the other one.
    const hidden = await app.services.db
      .selectFrom('chat_hidden_messages')
      .selectAll()
      .where('message_id', '=', ack.message_id)
      .execute();
    expect(hidden).toEqual([{ user_id: seeker.userId, message_id: ack.message_id }]);
    const fresh = await openSyncedSocket(port, seeker.cookies.sessionid);
    expect(JSON.stringify(eventsOf(fresh))).not.toContain('Delete me');
    const bossFresh = await openSyncedSocket(port, recruiter.cookies.sessionid);
    expect(JSON.stringify(eventsOf(bossFresh))).toContain('Delete me');
    expect(eventsOf(boss).some((e) => e.type === 'hidden')).toBe(false);
    for (const s of [tab, boss, fresh, bossFresh]) s.ws.close();
  });
});

describe('30-day history', () => {
  it('purges chats silent for more than 30 days, in both logs, and tells both members', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app, { is_profile_completed: true });
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    const boss = await openSyncedSocket(port, recruiter.cookies.sessionid);
    await say(tab, chat.id, 'An old conversation');
    boss.send({ type: 'read', chat_id: chat.id, up_to_seq: 1 });
    await nextEvent(tab, 'read');
    const { db, bus, files } = app.services;
    await db
      .updateTable('chats')
      .set({ last_message_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where('id', '=', chat.id)
      .execute();
    expect(await purgeChatHistory({ db, bus, files }, new Date())).toBeGreaterThanOrEqual(1);
    for (const s of [tab, boss])
      expect(await nextEvent(s, 'cleared')).toEqual({ type: 'cleared', chat_id: chat.id, up_to_seq: 1 });
    const left = await db.selectFrom('chat_messages').select('id').where('chat_id', '=', chat.id).execute();
    expect(left).toEqual([]);
    // The chat's log keeps the chat and one cleared mark for both members; the read mark went with
    // the messages it was about.
    const logged = await db
      .selectFrom('chat_events')
      .select(['audience_user_id', 'event'])
      .where('chat_id', '=', chat.id)
      .orderBy('seq')
      .execute();
    expect(logged.map((r) => [r.event.type, r.audience_user_id])).toEqual([
      ['chat', null],
      ['cleared', null],
    ]);
    const bossFresh = await openSyncedSocket(port, recruiter.cookies.sessionid);
    expect(JSON.stringify(eventsOf(bossFresh))).not.toContain('An old conversation');
    expect(eventsOf(bossFresh).map((e) => e.type)).toEqual(['chat', 'cleared']);
    for (const s of [tab, boss, bossFresh]) s.ws.close();
  });

  it('removes uploads no message names after a day, and keeps the ones sent', async () => {
    const { db, files } = app.services;
    const { seeker, chat } = await openTestChat(app, { is_profile_completed: true });
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const [unsent, sent] = [randomUUID(), randomUUID()];
    for (const id of [unsent, sent]) {
      await files.put(`chat/${id}.png`, new Uint8Array([1, 2, 3]));
      await db
        .insertInto('chat_files')
        .values({
          id,
          uploader_user_id: seeker.userId,
          storage_key: `chat/${id}.png`,
          name: 'a.png',
          mime: 'image/png',
          size: 3,
          created_at: old,
        })
        .execute();
    }
    const tab = await openSyncedSocket(port, seeker.cookies.sessionid);
    const clientId = randomUUID();
    tab.send({
      type: 'send',
      client_id: clientId,
      chat_id: chat.id,
      body: { kind: 'image', file_id: sent, name: 'a.png', mime: 'image/png', size: 3 },
    });
    await tab.answer(clientId);
    expect(await purgeUnsentChatFiles({ db, files }, new Date())).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('chat_files').select('id').where('id', 'in', [unsent, sent]).execute();
    expect(left).toEqual([{ id: sent }]);
    expect(await files.get(`chat/${unsent}.png`)).toBeNull();
    expect(await files.get(`chat/${sent}.png`)).not.toBeNull();
    tab.ws.close();
  });
});
