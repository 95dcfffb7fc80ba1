import { describe, expect, it } from 'vitest';
import { createChatApi } from './chat-api';
import { chatCallNames, forwardChatCalls } from './chat-calls';
import { ChatCore } from './chat-core';
import { fakeConnector, memoryChatDatabase } from './testing/fake-relay';

describe('the tab-to-core forwarder', () => {
  it("names every call of the worker's API but subscribe, which each transport wires itself", () => {
    const api = createChatApi(new ChatCore({ db: memoryChatDatabase(), connect: fakeConnector().connect }));
    expect([...chatCallNames].sort()).toEqual(
      Object.keys(api)
        .filter((name) => name !== 'subscribe')
        .sort(),
    );
  });

  it('carries each call by name with its arguments, and answers what the core answered', async () => {
    const carried: [string, unknown[]][] = [];
    const calls = forwardChatCalls(async (name, args) => {
      carried.push([name, args]);
      return (name === 'status' ? 'live' : undefined) as never;
    });
    await calls.markRead(3, 7);
    await calls.setChatState(3, { pinned: true });
    await calls.setTabVisible('tab-1', false);
    expect(await calls.status()).toBe('live');
    expect(carried).toEqual([
      ['markRead', [3, 7]],
      ['setChatState', [3, { pinned: true }]],
      ['setTabVisible', ['tab-1', false]],
      ['status', []],
    ]);
  });

  it('gives a send its client_id in the asking tab, so carrying it twice queues one message', async () => {
    const carried: unknown[][] = [];
    const calls = forwardChatCalls(async (_name, args) => {
      carried.push(args);
      return args[2] as never;
    });
    const clientId = await calls.send(3, { kind: 'text', text: 'hello' });
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(carried).toEqual([[3, { kind: 'text', text: 'hello' }, clientId]]);
    expect(await calls.send(3, { kind: 'text', text: 'again' }, clientId)).toBe(clientId);
  });
});
