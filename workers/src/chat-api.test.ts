import { MessageChannel } from 'node:worker_threads';
import { expose, proxy, type Remote, releaseProxy, wrap } from 'comlink';
import { describe, expect, it } from 'vitest';
import { type ChatApi, createChatApi } from './chat-api';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { eventually, fakeConnector, memoryChatDatabase } from './testing/fake-relay';

describe('chat API over comlink', () => {
  it('gives every tab the same core: a send from one tab, the status in another', async () => {
    const relay = fakeConnector();
    const db = memoryChatDatabase();
    const api = createChatApi(new ChatCore({ db, connect: relay.connect }));
    const tabs: Remote<ChatApi>[] = [];
    for (let i = 0; i < 2; i++) {
      const { port1, port2 } = new MessageChannel();
      expose(api, port1 as unknown as Parameters<typeof expose>[1]);
      tabs.push(wrap<ChatApi>(port2 as unknown as Parameters<typeof wrap>[0]));
    }
    const [first, second] = tabs as [Remote<ChatApi>, Remote<ChatApi>];
    const seen: ChatCoreNotice[] = [];
    await second.subscribe(proxy((notice: ChatCoreNotice) => seen.push(notice)));

    await first.start();
    relay.latest.deliver({ type: 'welcome', user_id: 1, role: 'jobseeker' });
    const clientId = await first.send(3, { kind: 'text', text: 'from the first tab' });
    await eventually(() => expect(relay.latest.framesOf('send').map((f) => f.client_id)).toEqual([clientId]));
    await eventually(() => expect(seen).toContainEqual({ type: 'status', status: 'syncing' }));
    expect(await second.status()).toBe('syncing');
    await first.signOut();
    for (const tab of tabs) tab[releaseProxy]();
  });
});
