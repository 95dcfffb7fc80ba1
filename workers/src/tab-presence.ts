import type { LocksLike } from './leader-election';

/**
 * Each tab holds a Web Lock of its own while it lives. The browser frees it when the tab dies,
 * crashed or killed without a `pagehide`, so whoever runs the chat core learns the tab is gone by
 * being granted its lock, and stops counting it as visible (it would silence notifications).
 */
export function tabLockName(tabId: string): string {
  return `talkhire-chat-tab:${tabId}`;
}

/**
 * Takes this tab's lock and keeps it for the tab's life; resolves once it is held, so the tab
 * names itself to the core only after the core could wait for the lock.
 */
export function holdTabLock(locks: LocksLike, tabId: string): Promise<void> {
  return new Promise((held) => {
    locks
      .request(tabLockName(tabId), {}, () => {
        held();
        return new Promise<void>(() => {
          // Never settles: the browser releases the lock when the tab goes.
        });
      })
      .catch(() => held());
  });
}

/**
 * The core's side: watch each tab it heard of, and call `gone` when the tab's lock is granted,
 * i.e. the tab no longer holds it. `signal` stops watching (a leader tab that stops hosting).
 */
export function watchTabPresence(
  locks: LocksLike,
  gone: (tabId: string) => void,
  signal?: AbortSignal,
): { watch(tabId: string): void } {
  const watched = new Set<string>();
  return {
    watch(tabId) {
      if (watched.has(tabId) || signal?.aborted) return;
      watched.add(tabId);
      locks
        .request(tabLockName(tabId), signal ? { signal } : {}, async () => {
          watched.delete(tabId);
          gone(tabId);
        })
        .catch(() => {
          // Aborted: this core stopped watching.
        });
    },
  };
}
