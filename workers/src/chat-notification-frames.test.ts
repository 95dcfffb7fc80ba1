import { afterEach, describe, expect, it } from 'vitest';
import { ChatCore, type ChatCoreNotice } from './chat-core';
import { eventually, fakeConnector, memoryChatDatabase } from './testing/fake-relay';

const cores: ChatCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) core.stop();
});

describe('notification frames (issue 17 §5)', () => {
  it('tells the tabs of a new notice and the unread count, and stores nothing in the chat log', async () => {
    const relay = fakeConnector();
    const db = memoryChatDatabase();
    const core = new ChatCore({ db, connect: relay.connect, backoff: { baseMs: 1, maxMs: 4 } });
    cores.push(core);
    const notices: ChatCoreNotice[] = [];
    core.subscribe((n) => notices.push(n));
    await core.start();
    relay.latest.deliver({ type: 'welcome', user_id: 11, role: 'jobseeker' });
    await eventually(() => expect(relay.latest.framesOf('hello')).toHaveLength(1));
    relay.latest.deliver({ type: 'synced' });

    relay.latest.deliver({ type: 'notification', notification_id: 7, unread: 3 });
    await eventually(() =>
      expect(notices).toContainEqual({ type: 'notification', notification_id: 7, unread: 3 }),
    );
    expect(await db.messages.count()).toBe(0);
    expect(await db.records.count()).toBe(0);
  });
});
