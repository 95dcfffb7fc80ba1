interface Timer {
  timeout: number;
  due: number;
  order: number;
  fn: () => void;
}

/**
 * A clock for `createActor(logic, { clock })` that only moves when the test says so: delayed
 * transitions and raised ticks fire one at a time, in the order they fall due.
 */
export class ManualClock {
  private now = 0;
  private nextId = 0;
  private readonly timers = new Map<number, Timer>();

  setTimeout(fn: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { timeout, due: this.now + timeout, order: id, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  get pending(): number {
    return this.timers.size;
  }

  /** Moves time to the earliest timer and fires it; returns how many milliseconds passed. */
  fireNext(): number {
    const [id, timer] = [...this.timers].sort(([, a], [, b]) => a.due - b.due || a.order - b.order)[0] ?? [];
    if (id === undefined || !timer) throw new Error('No timer is pending');
    const elapsed = timer.due - this.now;
    this.now = timer.due;
    this.timers.delete(id);
    timer.fn();
    return elapsed;
  }

  /**
   * Fires the earliest timer that was set for `timeout` ms, even if another falls due first: a
   * graph takes any enabled delayed transition, whatever the others' lengths.
   */
  fire(timeout: number): void {
    const [id, timer] =
      [...this.timers].filter(([, t]) => t.timeout === timeout).sort(([, a], [, b]) => a.due - b.due)[0] ??
      [];
    if (id === undefined || !timer) throw new Error(`No ${timeout} ms timer is pending`);
    this.now = Math.max(this.now, timer.due);
    this.timers.delete(id);
    timer.fn();
  }

  /** Fires every timer falling due within `ms`, then stops at now + ms. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const next = [...this.timers.values()].sort((a, b) => a.due - b.due || a.order - b.order)[0];
      if (!next || next.due > until) break;
      this.fireNext();
    }
    this.now = until;
  }
}
