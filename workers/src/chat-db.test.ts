import { randomUUID } from 'node:crypto';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { ChatDatabase, chatDbVersions } from './chat-db';

/** The store as version 3 left it in a browser: one event log per member, its last_seq in meta. */
function storeAtVersion3(name: string, indexedDB: IDBFactory): Dexie {
  const db = new Dexie(name, { indexedDB, IDBKeyRange });
  db.version(chatDbVersions.initial).stores({
    messages: 'client_id, &id, [chat_id+chat_seq]',
    chats: 'id',
    outbox: 'client_id, queued_at',
    meta: 'key',
  });
  db.version(chatDbVersions.unsentByChat).stores({
    messages: 'client_id, &id, [chat_id+chat_seq], [chat_id+state]',
  });
  db.version(chatDbVersions.records).stores({ records: 'key, chat_id, kind' });
  return db;
}

describe('the chat store', () => {
  it('starts every chat log afresh over a version 3 store, keeping only what was not sent: the sending and failed messages, the outbox and the user', async () => {
    const indexedDB = new IDBFactory();
    const name = `chat-upgrade-${randomUUID()}`;
    const sending = '00000000-0000-4000-8000-000000000002';
    const failed = '00000000-0000-4000-8000-000000000003';
    const outboxItem = {
      client_id: sending,
      chat_id: 5,
      body: { kind: 'text', text: 'later' },
      queued_at: 2,
    };
    const old = storeAtVersion3(name, indexedDB);
    await old.table('meta').bulkPut([
      { key: 'last_seq', value: 40 },
      { key: 'user_id', value: 11 },
    ]);
    await old.table('chats').put({ id: 5, recruiter_user_id: 22, read_up_to: {} });
    await old.table('messages').bulkPut([
      {
        client_id: '00000000-0000-4000-8000-000000000001',
        id: 1,
        chat_id: 5,
        chat_seq: 1,
        sender_user_id: 22,
        body: { kind: 'text', text: 'delivered' },
        sent_at: '2026-11-22T03:00:00.000Z',
        state: 'sent',
      },
      {
        client_id: sending,
        chat_id: 5,
        sender_user_id: 11,
        body: outboxItem.body,
        sent_at: '2026-11-22T03:00:01.000Z',
        state: 'sending',
      },
      {
        client_id: failed,
        chat_id: 5,
        sender_user_id: 11,
        body: { kind: 'text', text: 'refused' },
        sent_at: '2026-11-22T03:00:02.000Z',
        state: 'failed',
        error_code: 41344,
      },
    ]);
    await old.table('outbox').put(outboxItem);
    await old.table('records').put({ key: 'exchange:3', kind: 'exchange', chat_id: 5, record: { id: 3 } });
    old.close();

    const db = new ChatDatabase(name, { indexedDB, IDBKeyRange });
    expect((await db.messages.toArray()).map((m) => [m.client_id, m.state])).toEqual([
      [sending, 'sending'],
      [failed, 'failed'],
    ]);
    expect(await db.outbox.toArray()).toEqual([outboxItem]);
    expect(await db.meta.toArray()).toEqual([{ key: 'user_id', value: 11 }]);
    expect(await db.chats.count()).toBe(0);
    expect(await db.records.count()).toBe(0);
    expect(await db.cursors.count()).toBe(0);
    expect(db.verno).toBe(chatDbVersions.chatLogs);
  });
});
