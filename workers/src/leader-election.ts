/** The part of `navigator.locks` the election uses. */
export interface LocksLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

export const chatLeaderLock = 'talkhire-chat-leader';

/**
 * Without SharedWorker, the tabs elect one of them to host the chat core: each asks for the same
 * Web Lock; the holder leads until it resigns or its tab closes (the browser then frees the lock
 * even when the tab's timers were frozen), and the next tab in line takes over at once.
 * `lead` starts hosting and answers how to stop.
 */
export function electLeader(
  locks: LocksLike,
  lead: () => (() => void) | Promise<() => void>,
  name: string = chatLeaderLock,
): { readonly isLeader: boolean; resign(): void } {
  const abort = new AbortController();
  let leading = false;
  let release: (() => void) | null = null;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks
    .request(name, { signal: abort.signal }, async () => {
      leading = true;
      const stop = await lead();
      try {
        await held;
      } finally {
        leading = false;
        stop();
      }
    })
    .catch(() => {
      // Aborted while still waiting in line: this tab resigned before it ever led.
    });
  return {
    get isLeader() {
      return leading;
    },
    resign() {
      abort.abort();
      release?.();
    },
  };
}
