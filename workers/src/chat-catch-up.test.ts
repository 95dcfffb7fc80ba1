import type { TChatEvent, TChatMessage } from '@talkhire/contracts';
import type { DBCoreTable } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatCore } from './chat-core';
import type { ChatDatabase } from './chat-db';
import { eventFrame } from './testing/chat-traffic';
import { eventually, fakeConnector, memoryChatDatabase } from './testing/fake-relay';

const me = 11;
const boss = 22;
const chatId = 5;
const cores: ChatCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.stop();
});

/** Every call the store's messages table gets (each one at least one IndexedDB round trip). */
function countMessageTableCalls(db: ChatDatabase): { calls: number } {
  const counter = { calls: 0 };
  db.use({
    stack: 'dbcore',
    name: 'count-message-calls',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'messages') return table;
        const counted = <K extends 'get' | 'getMany' | 'query' | 'openCursor' | 'count' | 'mutate'>(key: K) =>
          ((request: never) => {
            counter.calls += 1;
            return (table[key] as (r: never) => unknown)(request);
          }) as DBCoreTable[K];
        return {
          ...table,
          get: counted('get'),
          getMany: counted('getMany'),
          query: counted('query'),
          openCursor: counted('openCursor'),
          count: counted('count'),
          mutate: counted('mutate'),
        };
      },
    }),
  });
  return counter;
}

function message(seq: number, sender = boss, clientId?: string): TChatMessage {
  return {
    id: 1000 + seq,
    chat_id: chatId,
    chat_seq: seq,
    sender_user_id: sender,
    client_id: clientId ?? `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    body: { kind: 'text', text: `message ${seq}` },
    sent_at: '2026-11-22T03:00:00.000Z',
  };
}

describe('catching up after a reconnect', () => {
  it('stores a replay of many messages in a few store calls, each message once, own sends settled', async () => {
    const db = memoryChatDatabase();
    // Before the store opens: Dexie builds its middleware stack then.
    const counter = countMessageTableCalls(db);
    const relay = fakeConnector();
    const core = new ChatCore({
      db,
      connect: relay.connect,
      backoff: { baseMs: 1, maxMs: 4 },
      newClientId: () => '00000000-0000-4000-8000-000000000001',
    });
    cores.push(core);
    await core.start();
    // Sent while offline: its ack was lost, and the replay is how it arrives.
    const ownClientId = await core.send(chatId, { kind: 'text', text: 'message 250' });
    const socket = relay.latest;
    socket.deliver({ type: 'welcome', user_id: me, role: 'jobseeker' });
    await eventually(() => expect(socket.framesOf('hello')).toHaveLength(1));
    // Applied from an earlier socket: the replay's copy of it is not stored again.
    socket.deliver(eventFrame(chatId, 1, { type: 'message', message: message(1) }));
    await eventually(async () => expect(await db.cursors.get(chatId)).toMatchObject({ seq: 1 }));

    counter.calls = 0;
    const total = 500;
    for (let seq = 1; seq <= total; seq++) {
      const event: TChatEvent = {
        type: 'message',
        message: seq === 250 ? message(seq, me, ownClientId) : message(seq),
      };
      socket.deliver(eventFrame(chatId, seq, event));
    }
    socket.deliver({ type: 'synced' });
    await eventually(async () => expect(await db.cursors.get(chatId)).toMatchObject({ seq: total }));
    await core.settled();

    expect(await db.messages.count()).toBe(total);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.messages.get(ownClientId)).toMatchObject({ state: 'sent', chat_seq: 250, id: 1250 });
    // Two calls per message (find it, then store it) were 1,000 round trips for this replay.
    expect(counter.calls).toBeLessThan(20);
  });
});
