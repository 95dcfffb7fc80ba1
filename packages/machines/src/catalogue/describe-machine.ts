import type { AnyStateMachine } from 'xstate';

/** One way out of a state: on which event, when (the guard in words), where to, doing what. */
export interface TransitionDescription {
  /** The event as a developer sends it, or a phrase for the machine's own ones (answers, delays). */
  event: string;
  /** The event's type as XState names it (what an inspector shows). */
  eventType: string;
  guard: string | null;
  /** Target state ids, relative to the machine; empty: stays (actions only). */
  targets: string[];
  actions: string[];
}

export interface StateDescription {
  /** The state's path from the machine's root, dot-separated (`waiting.backoff`). */
  id: string;
  key: string;
  description: string | null;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: boolean;
  tags: string[];
  entry: string[];
  /** The calls and listeners running while the machine is in this state. */
  invokes: string[];
  transitions: TransitionDescription[];
  states: StateDescription[];
}

export interface MachineDescription {
  id: string;
  description: string | null;
  initial: string | null;
  states: StateDescription[];
  /** Every event a developer (or the code using it) sends, sorted. */
  events: string[];
  /** Every named guard, in words. */
  guards: string[];
}

type StateNode = AnyStateMachine['root'];

/**
 * A machine definition as data a person can read: its states (nested), each state's way out (event,
 * guard in words, target), what runs in each state. The /dev/machines page draws it and
 * docs/machines.md is written from it.
 */
export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const root = machine.root;
  const events = new Set<string>();
  const guards = new Set<string>();
  const describeState = (node: StateNode, initial: boolean): StateDescription => {
    const transitions: TransitionDescription[] = [];
    const add = (eventType: string, definitions: readonly TransitionLike[]) => {
      let guardedBefore = false;
      for (const definition of definitions) {
        const named = guardInWords(definition.guard);
        if (named && typeof definition.guard !== 'function') guards.add(named);
        // An unguarded alternative after guarded ones is taken when none of them holds.
        const guard = named ?? (guardedBefore ? 'otherwise' : null);
        guardedBefore ||= named !== null;
        if (!eventType.startsWith('xstate.') && eventType !== '') events.add(eventType);
        transitions.push({
          event: eventInWords(eventType),
          eventType,
          guard,
          targets: (definition.target ?? []).map((target) => relativeId(machine, target.id)),
          actions: actionNames(definition.actions),
        });
      }
    };
    for (const [eventType, definitions] of node.transitions) add(eventType, definitions);
    if (node.always) add('', node.always);
    const initialChild = node.initial?.target?.[0]?.id;
    return {
      id: relativeId(machine, node.id),
      key: node.key,
      description: node.description ?? null,
      kind: node.type,
      initial,
      tags: [...node.tags],
      entry: actionNames(node.entry),
      invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
      transitions,
      states: Object.values(node.states).map((child) => describeState(child, child.id === initialChild)),
    };
  };
  const top = describeState(root, true);
  return {
    id: machine.id,
    description: root.description ?? null,
    initial: top.states.find((state) => state.initial)?.id ?? null,
    // The root's own transitions (taken from every state) are listed as a pseudo-state '(any)'.
    states:
      top.transitions.length > 0
        ? [
            {
              ...top,
              id: '(any state)',
              key: '(any state)',
              states: [],
              description: 'Taken from whichever state the machine is in.',
              initial: false,
            },
            ...top.states,
          ]
        : top.states,
    events: [...events].sort(),
    guards: [...guards].sort(),
  };
}

interface TransitionLike {
  guard?: unknown;
  target?: ReadonlyArray<{ id: string }> | undefined;
  actions: readonly unknown[];
}

function relativeId(machine: AnyStateMachine, id: string): string {
  return id.startsWith(`${machine.id}.`) ? id.slice(machine.id.length + 1) : id;
}

/** `xstate.done.actor.sendCode` → 'sendCode answers'; `xstate.after.retryAfter.login.X` → 'after retryAfter'. */
export function eventInWords(type: string): string {
  if (type === '') return '(at once, no event)';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} answers`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} fails`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after)
    return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]} ms` : `after the ${words(after[1] ?? '')} delay`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (doneState) return `${doneState[1]} is done`;
  return type;
}

/** A guard as a sentence fragment: named guards are camelCase phrases, inline ones say so. */
export function guardInWords(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return words(guard);
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string')
    return words(guard.type);
  return 'an inline condition on the event or context';
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string')
      return action.type.startsWith('xstate.') ? [] : [action.type];
    if (typeof action === 'function') {
      const type = (action as { type?: unknown }).type;
      if (type === 'xstate.assign') return ['assign'];
      if (typeof type === 'string' && type.startsWith('xstate.')) return [];
      return ['inline action'];
    }
    return [];
  });
}

/** `rejectsWithReason` → 'rejects with reason'. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}
