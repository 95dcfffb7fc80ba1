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

/** The status and context after `event`, or null when the machine refuses it. */
export function moveLifecycle<TContext>(
  machine: AnyStateMachine,
  status: string,
  context: TContext,
  event: EventObject,
): { status: string; context: TContext } | null {
  const snapshot = restoreLifecycle(machine, status, context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot, event);
  return { status: String(next.value), context: next.context as TContext };
}

/** Whether `status` takes events of `type` at all, whatever its guards say. */
export function takesEvent(machine: AnyStateMachine, status: string, type: string): boolean {
  const node = machine.root.states[status];
  return node !== undefined && type in node.on;
}
