import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, transition } from 'xstate';

/**
 * A stored record's lifecycle: its status is a state of `machine` and its fields are the context.
 * The relay restores the stored pair to accept or refuse a change; the web restores the same pair to
 * know which actions a card offers.
 */
export function restoreLifecycle(
  machine: AnyStateMachine,
  status: string,
  context: unknown,
): AnyMachineSnapshot {
  return machine.resolveState({ value: status, context });
}

/**
 * The status and context after `event`, or null when the machine refuses it. With `record` (the
 * stored record's name, e.g. `interview:12`) the move is told to the lifecycle watchers.
 */
export function moveLifecycle<TContext>(
  machine: AnyStateMachine,
  status: string,
  context: TContext,
  event: EventObject,
  record?: string,
): { status: string; context: TContext } | null {
  const snapshot = restoreLifecycle(machine, status, context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot, event);
  const moved = { status: String(next.value), context: next.context as TContext };
  if (record !== undefined) {
    for (const watcher of watchers) watcher({ machine, record, event, from: { status, context }, to: moved });
  }
  return moved;
}

/** A stored record's step: created (`from` and `event` null) or moved by an event. */
export interface LifecycleStep {
  machine: AnyStateMachine;
  record: string;
  event: EventObject | null;
  from: { status: string; context: unknown } | null;
  to: { status: string; context: unknown };
}

export type LifecycleWatcher = (step: LifecycleStep) => void;

const watchers = new Set<LifecycleWatcher>();

/**
 * Lets a developer tool follow the records' lifecycles run by the relay (where no actor lives:
 * each change restores the stored state and moves it once). Answers the unwatch.
 */
export function watchLifecycles(watcher: LifecycleWatcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** A new record starts its lifecycle in `status`: told to the watchers. */
export function reportLifecycleStart(
  machine: AnyStateMachine,
  record: string,
  to: { status: string; context: unknown },
): void {
  for (const watcher of watchers) watcher({ machine, record, event: null, from: null, to });
}

/** Whether `status` takes events of `type` at all, whatever its guards say. */
export function takesEvent(machine: AnyStateMachine, status: string, type: string): boolean {
  const node = machine.root.states[status];
  return node !== undefined && type in node.on;
}
