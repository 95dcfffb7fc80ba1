import type { TChatMessageBody } from '@talkhire/contracts';
import type { ChatCore, ChatCoreNotice, ChatStatus } from './chat-core';
import { electLeader, type LocksLike } from './leader-election';

/** The part of a BroadcastChannel the tabs use. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

type Method =
  | 'start'
  | 'signOut'
  | 'send'
  | 'resend'
  | 'markRead'
  | 'status'
  | 'setChatState'
  | 'deleteChat'
  | 'recall'
  | 'hideMessage'
  | 'setTabVisible'
  | 'setNetwork';
type StateChange = { pinned?: boolean; muted?: boolean; not_interested?: boolean };
type TabMessage =
  | { kind: 'request'; id: string; method: Method; args: unknown[] }
  | { kind: 'reply'; id: string; ok: boolean; value: unknown }
  | { kind: 'notice'; notice: ChatCoreNotice };

/** What a page uses when there is no SharedWorker: the same calls as the worker's API. */
export interface TabChat {
  start(): Promise<void>;
  signOut(): Promise<void>;
  send(chatId: number, body: TChatMessageBody): Promise<string>;
  resend(clientId: string): Promise<void>;
  markRead(chatId: number, upToSeq: number): Promise<void>;
  status(): Promise<ChatStatus>;
  setChatState(chatId: number, change: StateChange): Promise<void>;
  deleteChat(chatId: number): Promise<void>;
  recall(messageId: number): Promise<void>;
  hideMessage(clientId: string): Promise<void>;
  setTabVisible(tabId: string, visible: boolean): Promise<void>;
  setNetwork(online: boolean): Promise<void>;
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
  let core: ChatCore | null = null;
  let wantsStarted = false;
  let closed = false;
  // A reply or notice can settle after this tab closed its channel; posting then would throw.
  const post = (message: TabMessage) => {
    if (!closed) channel.postMessage(message);
  };

  const run = async (method: Method, args: unknown[], leader: ChatCore): Promise<unknown> => {
    switch (method) {
      case 'start':
        return leader.start();
      case 'signOut':
        return leader.signOut();
      case 'send':
        return leader.send(args[0] as number, args[1] as TChatMessageBody, args[2] as string);
      case 'resend':
        return leader.resend(args[0] as string);
      case 'markRead':
        return leader.markRead(args[0] as number, args[1] as number);
      case 'status':
        return leader.getStatus();
      case 'setChatState':
        return leader.setChatState(args[0] as number, args[1] as StateChange);
      case 'deleteChat':
        return leader.deleteChat(args[0] as number);
      case 'recall':
        return leader.recall(args[0] as number);
      case 'hideMessage':
        return leader.hideMessage(args[0] as string);
      case 'setTabVisible':
        return leader.setTabVisible(args[0] as string, args[1] as boolean);
      case 'setNetwork':
        return leader.setNetwork(args[0] as boolean);
    }
  };
  const answer = async (request: TabMessage & { kind: 'request' }, leader: ChatCore) => {
    try {
      return {
        kind: 'reply' as const,
        id: request.id,
        ok: true,
        value: await run(request.method, request.args, leader),
      };
    } catch (error) {
      return { kind: 'reply' as const, id: request.id, ok: false, value: String(error) };
    }
  };

  channel.onmessage = ({ data }) => {
    const message = data as TabMessage;
    if (message.kind === 'request' && core) {
      void answer(message, core).then(post);
    } else if (message.kind === 'reply') {
      waiting.get(message.id)?.settle(message);
    } else if (message.kind === 'notice') {
      for (const listener of listeners) listener(message.notice);
    }
  };

  const election = electLeader(options.locks, () => {
    const leader = options.createCore();
    core = leader;
    const unsubscribe = leader.subscribe((notice) => {
      post({ kind: 'notice', notice });
      for (const listener of listeners) listener(notice);
    });
    if (wantsStarted) void leader.start();
    // Calls this tab made while no one led are answered here now.
    for (const { request, settle } of waiting.values()) void answer(request, leader).then(settle);
    return () => {
      unsubscribe();
      leader.stop();
      core = null;
    };
  });

  function call(method: Method, args: unknown[]): Promise<unknown> {
    if (core) return run(method, args, core);
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
        if (core) void answer(request, core).then(settle);
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

  return {
    start: () => {
      wantsStarted = true;
      return call('start', []) as Promise<void>;
    },
    signOut: () => {
      wantsStarted = false;
      return call('signOut', []) as Promise<void>;
    },
    send: (chatId, body) => call('send', [chatId, body, crypto.randomUUID()]) as Promise<string>,
    resend: (clientId) => call('resend', [clientId]) as Promise<void>,
    markRead: (chatId, upToSeq) => call('markRead', [chatId, upToSeq]) as Promise<void>,
    status: () => call('status', []) as Promise<ChatStatus>,
    setChatState: (chatId, change) => call('setChatState', [chatId, change]) as Promise<void>,
    deleteChat: (chatId) => call('deleteChat', [chatId]) as Promise<void>,
    recall: (messageId) => call('recall', [messageId]) as Promise<void>,
    hideMessage: (clientId) => call('hideMessage', [clientId]) as Promise<void>,
    setTabVisible: (tabId, visible) => call('setTabVisible', [tabId, visible]) as Promise<void>,
    setNetwork: (online) => call('setNetwork', [online]) as Promise<void>,
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
