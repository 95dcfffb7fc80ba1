/** One piece of scheduled work; it decides itself what is due at `now` and must be safe to repeat. */
export interface ScheduledTask {
  name: string;
  run(now: Date): Promise<unknown>;
}

export interface Scheduler {
  /** Runs every task once for the clock's current time; a call during a run joins that run. */
  runDue(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const defaultIntervalMs = 60_000;

/**
 * Runs tasks on an interval with an injectable clock. It holds no state of its own: what was
 * done lives in the tasks' durable tables, so a restart picks up where the last process stopped
 * and two relays running the same tasks never do a period's work twice.
 */
export function createScheduler(options: {
  tasks: ScheduledTask[];
  now?: () => Date;
  intervalMs?: number;
  onError?: (task: string, error: unknown) => void;
}): Scheduler {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function runAll(): Promise<void> {
    for (const task of options.tasks) {
      try {
        await task.run(now());
      } catch (error) {
        // One failing task must not starve the others; it is tried again on the next tick.
        options.onError?.(task.name, error);
      }
    }
  }

  function runDue(): Promise<void> {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runDue,
    async start() {
      timer = setInterval(() => void runDue(), options.intervalMs ?? defaultIntervalMs);
      timer.unref();
      void runDue();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
