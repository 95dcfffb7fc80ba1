import type { LocksLike } from '../leader-election';

/** Web Locks as the browser grants them: one holder per name, the others wait in line. */
export function fakeLocks(): LocksLike {
  const queues = new Map<string, { run: () => void; signal: AbortSignal | undefined }[]>();
  const held = new Set<string>();
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
          held.add(name);
          callback(null).finally(() => {
            held.delete(name);
            resolve(undefined);
            next(name);
          });
        };
        options.signal?.addEventListener('abort', () => reject(new Error('AbortError')));
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push({ run, signal: options.signal });
        next(name);
      });
    },
  };
}
