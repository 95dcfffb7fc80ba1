import { type ChatClient, type ChatStatus, connectChatClient } from '@talkhire/workers';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { machineInspectOptions } from '../machine-inspection';

interface BossChat extends ChatClient {
  status: ChatStatus;
}

const BossChatContext = createContext<BossChat | null>(null);

/**
 * Connects the console to the chat core: the employer site's SharedWorker (one socket for all its
 * tabs), or, where a browser has no SharedWorker, the tab elected by a Web Lock (workers'
 * tab-host), so there is still one core per browser. The same client as the seeker site's.
 */
export function BossChatProvider({ children }: { children: ReactNode }) {
  const [chat] = useState(connectChat);
  const [status, setStatus] = useState<ChatStatus>('stopped');
  useEffect(() => {
    const unsubscribe = chat.subscribe((notice) => {
      if (notice.type === 'status') setStatus(notice.status);
    });
    void chat.calls.start();
    return unsubscribe;
  }, [chat]);
  const value = useMemo(() => ({ ...chat, status }), [chat, status]);
  return <BossChatContext.Provider value={value}>{children}</BossChatContext.Provider>;
}

export function useBossChat(): BossChat {
  const chat = useContext(BossChatContext);
  if (!chat) throw new Error('useBossChat outside BossChatProvider');
  return chat;
}

let connected: ChatClient | null = null;

/** One connection per page, kept across remounts (a second SharedWorker port would be wasted). */
function connectChat(): ChatClient {
  connected ??= connectChatClient({
    openSharedWorker:
      typeof SharedWorker === 'function'
        ? () =>
            new SharedWorker(new URL('./boss-chat.worker.ts', import.meta.url), {
              type: 'module',
              name: 'talkhire-boss-chat',
            })
        : null,
    // Only this site's own tabs post on the channel; the host reads nothing but their data.
    tabChannel: 'talkhire-boss-chat-tabs',
    ...machineInspectOptions,
  });
  return connected;
}

/** Logout: the core drops the socket and empties the store, so the next Boss starts clean. */
export async function signOutOfChat(): Promise<void> {
  if (connected) await connected.calls.signOut();
}
