import { createChatApi } from './chat-api';
import { type ChatCallName, type ChatCalls, forwardChatCalls, runChatCall } from './chat-calls';
import type { ChatCore, ChatCoreNotice } from './chat-core';
import { electLeader, type LocksLike } from './leader-election';

/** The part of a BroadcastChannel the tabs use. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

type TabMessage =
  | { kind: 'request'; id: string; method: ChatCallName; args: unknown[] }
  | { kind: 'reply'; id: string; ok: boolean; value: unknown }
  | { kind: 'notice'; notice: ChatCoreNotice };

/** What a page uses when there is no SharedWorker: the same calls as the worker's API. */
export interface TabChat extends ChatCalls {
  subscribe(listener: (notice: ChatCoreNotice) => void): () => void;
  readonly isLeader: boolean;
  /** The tab is going away: give up leadership (the next tab takes over) and stop listening. */
  close(): void;
}

/**
 * The no-SharedWorker fallback: the tab elected by a Web Lock runs the chat core; the other tabs
 * send their calls to it over a BroadcastChannel and hear its notices there. A call without an
 * answer is asked again (a leader may close mid-call); a send carries its client_id from the
 * asking tab, so asking twice still queues one message.
 */
export function hostChatInTabs(options: {
  locks: LocksLike;
  channel: ChannelLike;
  createCore: () => ChatCore;
  retryMs?: number;
  maxRetries?: number;
}): TabChat {
  const { channel } = options;
  const retryMs = options.retryMs ?? 1000;
  const maxRetries = options.maxRetries ?? 30;
  const listeners = new Set<(notice: ChatCoreNotice) => void>();
  const waiting = new Map<
    string,
    { request: TabMessage & { kind: 'request' }; settle: (reply: TabMessage & { kind: 'reply' }) => void }
  >();
  let wantsStarted = false;
  let closed = false;
  // A reply or notice can settle after this tab closed its channel; posting then would throw.
  const post = (message: TabMessage) => {
    if (!closed) channel.postMessage(message);
  };

  // The leader's API over its core; it watches the other tabs' locks while this tab leads.
  let api: ReturnType<typeof createChatApi> | null = null;
  const run = (method: ChatCallName, args: unknown[]): Promise<unknown> => {
    if (!api) return Promise.reject(new Error('this tab does not host the chat'));
    return runChatCall(api, method, args as never);
  };
  const answer = async (request: TabMessage & { kind: 'request' }) => {
    try {
      return {
        kind: 'reply' as const,
        id: request.id,
        ok: true,
        value: await run(request.method, request.args),
      };
    } catch (error) {
      return { kind: 'reply' as const, id: request.id, ok: false, value: String(error) };
    }
  };

  channel.onmessage = ({ data }) => {
    const message = data as TabMessage;
    if (message.kind === 'request' && api) {
      void answer(message).then(post);
    } else if (message.kind === 'reply') {
      waiting.get(message.id)?.settle(message);
    } else if (message.kind === 'notice') {
      for (const listener of listeners) listener(message.notice);
    }
  };

  const election = electLeader(options.locks, () => {
    const leader = options.createCore();
    const hosting = new AbortController();
    api = createChatApi(leader, { locks: options.locks, signal: hosting.signal });
    const unsubscribe = leader.subscribe((notice) => {
      post({ kind: 'notice', notice });
      for (const listener of listeners) listener(notice);
    });
    if (wantsStarted) void leader.start();
    // Calls this tab made while no one led are answered here now.
    for (const { request, settle } of waiting.values()) void answer(request).then(settle);
    return () => {
      hosting.abort();
      unsubscribe();
      leader.stop();
      api = null;
    };
  });

  function call(method: ChatCallName, args: unknown[]): Promise<unknown> {
    if (api) return run(method, args);
    const request = { kind: 'request' as const, id: crypto.randomUUID(), method, args };
    return new Promise((resolve, reject) => {
      let tries = 0;
      const timer = setInterval(() => {
        tries += 1;
        if (tries > maxRetries) {
          waiting.delete(request.id);
          clearInterval(timer);
          reject(new Error(`no chat tab answered ${method}`));
          return;
        }
        if (api) void answer(request).then(settle);
        else post(request);
      }, retryMs);
      const settle = (reply: TabMessage & { kind: 'reply' }) => {
        if (!waiting.delete(request.id)) return;
        clearInterval(timer);
        if (reply.ok) resolve(reply.value);
        else reject(new Error(String(reply.value)));
      };
      waiting.set(request.id, { request, settle });
      post(request);
    });
  }

  const calls = forwardChatCalls((method, args) => {
    // A signed-in tab that becomes leader starts the core it hosts without being asked again.
    if (method === 'start') wantsStarted = true;
    if (method === 'signOut') wantsStarted = false;
    return call(method, args) as never;
  });
  return {
    ...calls,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get isLeader() {
      return election.isLeader;
    },
    close() {
      election.resign();
      closed = true;
      channel.onmessage = null;
      channel.close();
    },
  };
}
