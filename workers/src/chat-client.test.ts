import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatClient, connectChatClient } from './chat-client';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { ChatDatabase } from './chat-db';
import type { ChannelLike } from './tab-host';
import { tabLockName } from './tab-presence';
import { acceptSocket, incomingMessage } from './testing/chat-traffic';
import { fakeLocks } from './testing/fake-locks';
import { eventually, fakeConnector } from './testing/fake-relay';

const me = 11;
const boss = 22;
const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** One browser without SharedWorker: its Web Locks, one IndexedDB, one relay; tabs as clients. */
function openBrowser() {
  const locks = fakeLocks();
  const relay = fakeConnector();
  const indexedDB = new IDBFactory();
  const tabChannel = `chat-tabs-${crypto.randomUUID()}`;
  const store = () => new ChatDatabase('talkhire-chat', { indexedDB, IDBKeyRange });
  const openTab = (): ChatClient =>
    connectChatClient({
      openSharedWorker: null,
      tabChannel,
      locks,
      openChannel: (name) => {
        const channel = new BroadcastChannel(name);
        channels.push(channel);
        return channel as unknown as ChannelLike;
      },
      createCore: () =>
        new ChatCore({ db: store(), connect: relay.connect, backoff: { baseMs: 1, maxMs: 4 } }),
      db: store(),
    });
  /** Resolves once the leader's core has stored message `id` and run on past its announcement. */
  const reader = store();
  const stored = async (id: number) => {
    await eventually(async () => expect(await reader.messages.where('id').equals(id).count()).toBe(1));
    await new Promise((r) => setTimeout(r, 10));
  };
  return { locks, relay, openTab, stored };
}

describe('the chat client of a page (seeker site and Boss console alike)', () => {
  it("holds its tab's lock before it names itself; a crashed visible tab stops silencing the leader's notices", async () => {
    const { locks, relay, openTab, stored } = openBrowser();
    const leader = openTab();
    const other = openTab();
    const incoming: number[] = [];
    leader.subscribe((notice: ChatCoreNotice) => {
      if (notice.type === 'incoming') incoming.push(notice.message.id ?? 0);
    });
    await leader.calls.start();
    await acceptSocket(relay.latest, me);
    await eventually(async () => expect(await other.calls.status()).toBe('live'));

    // The other tab is the one the user looks at: the leader's core hears it through the channel.
    await other.calls.setTabVisible(other.tabId, true);
    expect(locks.isHeld(tabLockName(other.tabId))).toBe(true);
    relay.latest.deliver(incomingMessage(1, boss));
    await stored(1);
    expect(incoming).toEqual([]);

    // That tab crashes, saying nothing: its lock is freed and the core stops counting it.
    locks.crash(tabLockName(other.tabId));
    relay.latest.deliver(incomingMessage(2, boss));
    await eventually(() => expect(incoming).toEqual([2]));
  });

  it('tells a new listener the status at once, as the core tells its own', async () => {
    const { relay, openTab } = openBrowser();
    const tab = openTab();
    await tab.calls.start();
    await acceptSocket(relay.latest, me);
    await eventually(async () => expect(await tab.calls.status()).toBe('live'));
    const heard: ChatCoreNotice[] = [];
    tab.subscribe((notice) => heard.push(notice));
    expect(heard).toEqual([{ type: 'status', status: 'live' }]);
  });
});
