import {
  type ChannelLike,
  type ChatApi,
  ChatCore,
  type ChatCoreNotice,
  ChatDatabase,
  chatSocketUrl,
  hostChatInTabs,
  openBrowserSocket,
} from '@talkhire/workers';
import { proxy, wrap } from 'comlink';

/** What a tab may ask of the chat core, wherever the core runs. */
export type ChatCalls = {
  [K in Exclude<keyof ChatApi, 'subscribe' | 'status'>]: (
    ...args: Parameters<ChatApi[K]>
  ) => Promise<Awaited<ReturnType<ChatApi[K]>>>;
};

export interface ChatClient {
  /** Where the core runs: a SharedWorker, or (without one) the tab elected among this browser's tabs. */
  mode: 'shared-worker' | 'leader-election';
  /** The store the core writes; tabs read it with live queries. */
  db: ChatDatabase;
  calls: ChatCalls;
  /** This tab's id, for the visibility signals. */
  tabId: string;
  subscribe(listener: (notice: ChatCoreNotice) => void): () => void;
}

let client: ChatClient | null = null;

/** The page's one chat client, made on first use (design.md "Chat backbone"). */
export function chatClient(): ChatClient {
  client ??= typeof SharedWorker === 'function' ? sharedWorkerClient() : tabHostedClient();
  return client;
}

/** Spec §4 logout notifies the chat layer: the core stops and this browser's store is emptied. */
export async function signOutChat(): Promise<void> {
  await chatClient()
    .calls.signOut()
    .catch(() => undefined);
}

/** One core per browser in a SharedWorker, every tab talking to it over comlink. */
function sharedWorkerClient(): ChatClient {
  const worker = new SharedWorker(new URL('./chat-shared-worker.ts', import.meta.url), {
    type: 'module',
    name: 'talkhire-chat',
  });
  const remote = wrap<ChatApi>(worker.port);
  const listeners = new Set<(notice: ChatCoreNotice) => void>();
  void remote.subscribe(
    proxy((notice: ChatCoreNotice) => {
      for (const listener of listeners) listener(notice);
    }),
  );
  const calls: ChatCalls = {
    start: () => remote.start(),
    signOut: () => remote.signOut(),
    send: (chatId, body, clientId) => remote.send(chatId, body, clientId),
    resend: (clientId) => remote.resend(clientId),
    markRead: (chatId, upToSeq) => remote.markRead(chatId, upToSeq),
    setChatState: (chatId, change) => remote.setChatState(chatId, change),
    deleteChat: (chatId) => remote.deleteChat(chatId),
    recall: (messageId) => remote.recall(messageId),
    hideMessage: (clientId) => remote.hideMessage(clientId),
    setTabVisible: (tabId, visible) => remote.setTabVisible(tabId, visible),
    setNetwork: (online) => remote.setNetwork(online),
  };
  return {
    mode: 'shared-worker',
    db: new ChatDatabase(),
    calls,
    tabId: crypto.randomUUID(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Without SharedWorker: the tab holding the Web Lock hosts the same core (workers' tab-host). */
function tabHostedClient(): ChatClient {
  const db = new ChatDatabase();
  const tabs = hostChatInTabs({
    locks: navigator.locks,
    // The channel only ever carries the tabs' own messages; the handler reads nothing but data.
    channel: new BroadcastChannel('talkhire-chat-tabs') as unknown as ChannelLike,
    createCore: () =>
      new ChatCore({
        db: new ChatDatabase(),
        connect: (handlers) => openBrowserSocket(chatSocketUrl(location), handlers),
      }),
  });
  window.addEventListener('pagehide', () => tabs.close());
  const calls: ChatCalls = {
    start: () => tabs.start(),
    signOut: () => tabs.signOut(),
    send: (chatId, body) => tabs.send(chatId, body),
    resend: (clientId) => tabs.resend(clientId),
    markRead: (chatId, upToSeq) => tabs.markRead(chatId, upToSeq),
    setChatState: (chatId, change) => tabs.setChatState(chatId, change),
    deleteChat: (chatId) => tabs.deleteChat(chatId),
    recall: (messageId) => tabs.recall(messageId),
    hideMessage: (clientId) => tabs.hideMessage(clientId),
    setTabVisible: (tabId, visible) => tabs.setTabVisible(tabId, visible),
    setNetwork: (online) => tabs.setNetwork(online),
  };
  return {
    mode: 'leader-election',
    db,
    calls,
    tabId: crypto.randomUUID(),
    subscribe: (l) => tabs.subscribe(l),
  };
}
