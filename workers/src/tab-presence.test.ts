import { afterEach, describe, expect, it } from 'vitest';
import { createChatApi } from './chat-api';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { holdTabLock, tabLockName } from './tab-presence';
import { acceptSocket, incomingMessage } from './testing/chat-traffic';
import { fakeLocks } from './testing/fake-locks';
import { eventually, fakeConnector, memoryChatDatabase } from './testing/fake-relay';

const me = 11;
const boss = 22;
const cores: ChatCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) core.stop();
});

/** A live core behind the worker's API, and the notices it raises for incoming messages. */
async function liveCore(options: { signal?: AbortSignal } = {}) {
  const locks = fakeLocks();
  const relay = fakeConnector();
  const db = memoryChatDatabase();
  const core = new ChatCore({
    db,
    connect: relay.connect,
    backoff: { baseMs: 1, maxMs: 4 },
  });
  cores.push(core);
  const api = createChatApi(core, { locks, ...options });
  const incoming: number[] = [];
  core.subscribe((notice: ChatCoreNotice) => {
    if (notice.type === 'incoming') incoming.push(notice.message.id ?? 0);
  });
  await api.start();
  await acceptSocket(relay.latest, me);
  await eventually(async () => expect(await api.status()).toBe('live'));
  let seq = 0;
  const receive = () => relay.latest.deliver(incomingMessage(++seq, boss));
  /** Resolves once the core has stored message `id` and run on past its announcement. */
  const stored = async (id: number) => {
    await eventually(async () => expect(await db.messages.where('id').equals(id).count()).toBe(1));
    await new Promise((r) => setTimeout(r, 10));
  };
  return { locks, api, incoming, receive, stored };
}

describe("a tab's Web Lock", () => {
  it('keeps a visible tab counted while it lives; a crashed tab stops silencing notifications', async () => {
    const { locks, api, incoming, receive, stored } = await liveCore();
    await holdTabLock(locks, 'tab-1');
    api.setTabVisible('tab-1', true);

    receive();
    await stored(1);
    expect(incoming).toEqual([]);

    // The tab dies without saying it is hidden (a crash: no pagehide): the browser frees its lock.
    locks.crash(tabLockName('tab-1'));
    receive();
    await eventually(() => expect(incoming).toEqual([2]));
  });

  it('is taken by the tab before the tab names itself, and held until the tab goes', async () => {
    const locks = fakeLocks();
    await holdTabLock(locks, 'tab-2');
    expect(locks.isHeld(tabLockName('tab-2'))).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(locks.isHeld(tabLockName('tab-2'))).toBe(true);
  });

  it('is no longer watched once the core stops hosting (signal)', async () => {
    const hosting = new AbortController();
    const { locks, api, incoming, receive } = await liveCore({ signal: hosting.signal });
    await holdTabLock(locks, 'tab-3');
    api.setTabVisible('tab-3', true);
    hosting.abort();
    locks.crash(tabLockName('tab-3'));
    receive();
    await new Promise((r) => setTimeout(r, 30));
    expect(incoming).toEqual([]);
  });
});
