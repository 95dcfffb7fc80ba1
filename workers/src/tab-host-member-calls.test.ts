import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatCore } from './chat-core';
import { ChatDatabase } from './chat-db';
import { hostChatInTabs, type TabChat } from './tab-host';
import { fakeLocks } from './testing/fake-locks';
import { eventually, fakeConnector } from './testing/fake-relay';

const tabs: TabChat[] = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});

describe('member calls from a tab that does not host the core', () => {
  it('reach the leader: pin, delete, recall, network state', async () => {
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
    const leader = openTab();
    const follower = openTab();
    await eventually(() => expect(leader.isLeader).toBe(true));
    await follower.start();
    const socket = relay.latest;
    socket.deliver({ type: 'welcome', user_id: 1, role: 'jobseeker' });
    await eventually(() => expect(socket.framesOf('hello')).toHaveLength(1));
    socket.deliver({ type: 'synced', seq: 0 });
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
