import type { LocksLike } from '../leader-election';

/** Web Locks as the browser grants them: one holder per name, the others wait in line. */
export function fakeLocks(): LocksLike & {
  /** The holder of `name` dies (a crashed tab): the browser frees its lock whatever it awaited. */
  crash(name: string): void;
  /** Whether someone holds `name` now. */
  isHeld(name: string): boolean;
} {
  const queues = new Map<string, { run: () => void; signal: AbortSignal | undefined }[]>();
  const held = new Map<string, () => void>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    while (queue.length > 0 && !held.has(name)) {
      const waiter = queue.shift()!;
      if (waiter.signal?.aborted) continue;
      waiter.run();
    }
  };
  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            held.delete(name);
            resolve(undefined);
            next(name);
          };
          held.set(name, release);
          callback(null).finally(release);
        };
        options.signal?.addEventListener('abort', () => reject(new Error('AbortError')));
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push({ run, signal: options.signal });
        next(name);
      });
    },
    crash(name) {
      held.get(name)?.();
    },
    isHeld: (name) => held.has(name),
  };
}
