import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { ChatDatabase } from './chat-db';
import { hostChatInTabs, type TabChat } from './tab-host';
import { fakeLocks } from './testing/fake-locks';
import { eventually, fakeConnector } from './testing/fake-relay';

const tabs: TabChat[] = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});

/** One browser without SharedWorker: its Web Locks, its tabs' channel, one IndexedDB, one relay. */
function openBrowser() {
  const locks = fakeLocks();
  const relay = fakeConnector();
  const indexedDB = new IDBFactory();
  const channelName = `chat-tabs-${crypto.randomUUID()}`;
  const openTab = () => {
    const tab = hostChatInTabs({
      locks,
      channel: new BroadcastChannel(channelName) as unknown as Parameters<
        typeof hostChatInTabs
      >[0]['channel'],
      retryMs: 20,
      // Every tab of one browser opens the same IndexedDB database.
      createCore: () =>
        new ChatCore({
          db: new ChatDatabase('talkhire-chat', { indexedDB, IDBKeyRange }),
          connect: relay.connect,
          backoff: { baseMs: 1, maxMs: 4 },
        }),
    });
    tabs.push(tab);
    return tab;
  };
  return { relay, openTab };
}

describe('chat hosted by an elected tab (no SharedWorker)', () => {
  it("runs one core for every tab, and the next tab takes over the outbox when the leader's tab closes", async () => {
    const { relay, openTab } = openBrowser();
    const first = openTab();
    const second = openTab();
    await eventually(() => expect(first.isLeader).toBe(true));
    expect(second.isLeader).toBe(false);
    const heard: ChatCoreNotice[] = [];
    second.subscribe((notice) => heard.push(notice));

    await Promise.all([first.start(), second.start()]);
    expect(relay.sockets).toHaveLength(1);
    relay.latest.deliver({ type: 'welcome', user_id: 1, role: 'jobseeker' });
    await eventually(() => expect(heard).toContainEqual({ type: 'status', status: 'syncing' }));

    const clientId = await second.send(3, { kind: 'text', text: 'from the second tab' });
    await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));

    // The leader's tab closes before the ack: the second tab leads, reconnects and resends.
    first.close();
    await eventually(() => expect(second.isLeader).toBe(true));
    await eventually(() => expect(relay.sockets).toHaveLength(2));
    relay.latest.deliver({ type: 'welcome', user_id: 1, role: 'jobseeker' });
    await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));
    expect(await second.status()).toBe('syncing');
  });

  it('passes member calls from a tab that does not host the core to the leader: pin, delete, recall, network state', async () => {
    const { relay, openTab } = openBrowser();
    const leader = openTab();
    const follower = openTab();
    await eventually(() => expect(leader.isLeader).toBe(true));
    await follower.start();
    const socket = relay.latest;
    socket.deliver({ type: 'welcome', user_id: 1, role: 'jobseeker' });
    await eventually(() => expect(socket.framesOf('hello')).toHaveLength(1));
    socket.deliver({ type: 'synced' });
    await eventually(async () => expect(await follower.status()).toBe('live'));

    await follower.setChatState(4, { pinned: true });
    await follower.deleteChat(4);
    await follower.recall(9);
    expect(socket.sent.slice(-3)).toEqual([
      { type: 'chat_state', chat_id: 4, pinned: true },
      { type: 'delete_chat', chat_id: 4 },
      { type: 'recall', message_id: 9 },
    ]);
    await follower.setNetwork(false);
    expect(socket.closed).toBe(true);
    expect(await follower.status()).toBe('waiting');
  });
});
