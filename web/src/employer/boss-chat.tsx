import type { TChatMessageBody } from '@talkhire/contracts';
import {
  type ChannelLike,
  type ChatApi,
  ChatCore,
  type ChatCoreNotice,
  ChatDatabase,
  type ChatStatus,
  chatSocketUrl,
  hostChatInTabs,
  openBrowserSocket,
} from '@talkhire/workers';
import { proxy, wrap } from 'comlink';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** What the console asks of the chat core, wherever it runs. */
export interface BossChatCalls {
  start(): Promise<void>;
  signOut(): Promise<void>;
  send(chatId: number, body: TChatMessageBody): Promise<string>;
  resend(clientId: string): Promise<void>;
  markRead(chatId: number, upToSeq: number): Promise<void>;
  /** This tab is active (shown and focused) or not; with none active, new messages are announced. */
  setTabVisible(tabId: string, active: boolean): Promise<void>;
  subscribe(listener: (notice: ChatCoreNotice) => void): Promise<() => void>;
}

interface BossChat {
  api: BossChatCalls;
  /** Where the core runs: the site's SharedWorker, or the tab elected by a Web Lock. */
  mode: 'shared-worker' | 'leader-election';
  /** The store the core writes; the console only reads it (live queries). */
  db: ChatDatabase;
  status: ChatStatus;
}

const BossChatContext = createContext<BossChat | null>(null);

/**
 * Connects the console to the chat core: the employer site's SharedWorker (one socket for all its
 * tabs), or, where a browser has no SharedWorker, the tab elected by a Web Lock (workers'
 * tab-host), so there is still one core per browser.
 */
export function BossChatProvider({ children }: { children: ReactNode }) {
  const [chat] = useState(connectChat);
  const [status, setStatus] = useState<ChatStatus>('stopped');
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let gone = false;
    void chat.api
      .subscribe((notice) => {
        if (notice.type === 'status') setStatus(notice.status);
      })
      .then((off) => {
        if (gone) off();
        else unsubscribe = off;
      });
    void chat.api.start();
    return () => {
      gone = true;
      unsubscribe?.();
    };
  }, [chat]);
  const value = useMemo(() => ({ ...chat, status }), [chat, status]);
  return <BossChatContext.Provider value={value}>{children}</BossChatContext.Provider>;
}

export function useBossChat(): BossChat {
  const chat = useContext(BossChatContext);
  if (!chat) throw new Error('useBossChat outside BossChatProvider');
  return chat;
}

let connected: Omit<BossChat, 'status'> | null = null;

/** One connection per page, kept across remounts (a second SharedWorker port would be wasted). */
function connectChat() {
  const shared = typeof SharedWorker === 'function';
  connected ??= {
    api: shared ? sharedWorkerCalls() : tabHostedCalls(),
    mode: shared ? 'shared-worker' : 'leader-election',
    db: new ChatDatabase(),
  };
  return connected;
}

function sharedWorkerCalls(): BossChatCalls {
  const worker = new SharedWorker(new URL('./boss-chat.worker.ts', import.meta.url), {
    type: 'module',
    name: 'talkhire-boss-chat',
  });
  const remote = wrap<ChatApi>(worker.port);
  return {
    start: () => remote.start(),
    signOut: () => remote.signOut(),
    send: (chatId, body) => remote.send(chatId, body),
    resend: (clientId) => remote.resend(clientId),
    markRead: (chatId, upToSeq) => remote.markRead(chatId, upToSeq),
    setTabVisible: (tabId, active) => remote.setTabVisible(tabId, active),
    subscribe: async (listener) => {
      const off = await remote.subscribe(proxy(listener));
      return () => void off();
    },
  };
}

function tabHostedCalls(): BossChatCalls {
  const tabs = hostChatInTabs({
    locks: navigator.locks,
    // Only this site's own tabs post on the channel; the host reads nothing but their data.
    channel: new BroadcastChannel('talkhire-boss-chat-tabs') as unknown as ChannelLike,
    createCore: () =>
      new ChatCore({
        db: new ChatDatabase(),
        connect: (handlers) => openBrowserSocket(chatSocketUrl(location), handlers),
      }),
  });
  window.addEventListener('pagehide', () => tabs.close());
  return {
    start: () => tabs.start(),
    signOut: () => tabs.signOut(),
    send: (chatId, body) => tabs.send(chatId, body),
    resend: (clientId) => tabs.resend(clientId),
    markRead: (chatId, upToSeq) => tabs.markRead(chatId, upToSeq),
    setTabVisible: (tabId, active) => tabs.setTabVisible(tabId, active),
    subscribe: async (listener) => tabs.subscribe(listener),
  };
}

/** Logout: the core drops the socket and empties the store, so the next Boss starts clean. */
export async function signOutOfChat(): Promise<void> {
  if (connected) await connected.api.signOut();
}
