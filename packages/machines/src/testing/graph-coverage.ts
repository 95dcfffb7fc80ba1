import { getAdjacencyMap, getShortestPaths, type StatePath, serializeSnapshot } from '@xstate/graph';
import { expect } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  getStateNodes,
} from 'xstate';
import { type ControlledActors, settle } from './controlled-actors';
import type { ManualClock } from './manual-clock';

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

/** An event the graph may take, with its payload (actor results included). */
export type GraphEvent = EventObject & Record<string, unknown>;

/** A path and the input the actor must start with to follow it. */
export interface PlannedPath {
  input: unknown;
  path: MachinePath;
}

/** Every state node of the machine, by id, the root excepted. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    for (const child of Object.values(node.states)) {
      ids.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  return ids.sort();
}

/** State nodes without a `description` (the style guide wants one on every state). */
export function undescribedStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    if (!node.description) ids.push(node.id);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return ids;
}

/** The state nodes a snapshot is in, ancestors included, the root excepted. */
export function activeStateIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(machine.root, snapshot.value)
    .map((node) => node.id)
    .filter((id) => id !== machine.root.id);
}

/**
 * Walks the machine's graph from each input with the given events (actor results included, as
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>`): one shortest path to every distinct
 * snapshot (state value and context) it can reach.
 */
export function shortestPaths(
  machine: AnyStateMachine,
  inputs: unknown[],
  events: GraphEvent[],
): PlannedPath[] {
  // Only events the state takes: an actor error nobody handles would put the machine itself in
  // error, and the graph would keep that snapshot under the same value and context.
  const enabled = (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event));
  return inputs.flatMap((input) =>
    getShortestPaths(machine, { input, events: enabled }).map((path) => ({
      input,
      path: path as MachinePath,
    })),
  );
}

/**
 * The transitions the machine declares (each guarded alternative of each event of each state) that
 * no reachable snapshot takes with the given events, named `state event#alternative → target`.
 */
export function untakenTransitions(
  machine: AnyStateMachine,
  inputs: unknown[],
  events: GraphEvent[],
): string[] {
  const declared = new Map<unknown, string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const [type, alternatives] of node.transitions) {
      alternatives.forEach((transition, index) => {
        const target = transition.target?.map((t) => t.id).join(',') ?? '(stays)';
        declared.set(transition, `${node.id} ${type}#${index} → ${target}`);
      });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  const enabled = (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event));
  for (const input of inputs) {
    for (const { state } of Object.values(getAdjacencyMap(machine, { input, events: enabled }))) {
      for (const event of enabled(state)) {
        for (const transition of machine.getTransitionData(state, event)) declared.delete(transition);
      }
    }
  }
  return [...declared.values()];
}

/** For every state node, the shortest of the paths that reach it. */
export function shortestPathPerState(
  machine: AnyStateMachine,
  plans: PlannedPath[],
): Map<string, PlannedPath> {
  const best = new Map<string, PlannedPath>();
  for (const plan of plans) {
    for (const id of activeStateIds(machine, plan.path.state)) {
      const known = best.get(id);
      if (!known || plan.path.steps.length < known.path.steps.length) best.set(id, plan);
    }
  }
  return best;
}

/**
 * Shortest paths form a tree: the path to a snapshot runs through the paths to every snapshot
 * before it. Replaying the paths no other path passes through replays every path, once.
 */
export function leafPaths(plans: PlannedPath[]): PlannedPath[] {
  const key = (input: unknown, snapshot: AnyMachineSnapshot) =>
    `${JSON.stringify(input)}|${serializeSnapshot(snapshot)}`;
  const passedThrough = new Set(
    plans.flatMap(({ input, path }) => path.steps.slice(0, -1).map((step) => key(input, step.state))),
  );
  return plans.filter(({ input, path }) => !passedThrough.has(key(input, path.state)));
}

export interface ReplayOptions {
  /** The machine with every injected actor replaced by one of `actors`' stand-ins. */
  machine: AnyStateMachine;
  actors: ControlledActors;
  clock: ManualClock;
  /** Events the machine raises on a timer (a countdown tick): the clock fires them. */
  timerEvents?: string[];
  /** Events a listener actor delivers (server events): event type → the listener's invoke id. */
  listenerEvents?: Record<string, string>;
}

/**
 * Plays a graph path on a live actor: actor results settle the stand-ins, delays move the clock,
 * server events go through the listener, everything else is sent. After every step the live
 * snapshot must match the graph's: value, tags, context and status.
 */
export async function replayPath({ input, path }: PlannedPath, options: ReplayOptions): Promise<void> {
  const { actors, clock } = options;
  const actor = createActor(options.machine, { input, clock }).start();
  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index === 0 && event.type === 'xstate.init') {
        // the initial snapshot, reached by starting the actor
      } else if (event.type.startsWith('xstate.done.actor.')) {
        actors.resolve(event.type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
      } else if (event.type.startsWith('xstate.error.actor.')) {
        actors.reject(event.type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
      } else if (event.type.startsWith('xstate.after.')) {
        clock.fire(delayOf(options.machine, event.type, actor.getSnapshot()));
      } else if (options.timerEvents?.includes(event.type)) {
        clock.fireNext();
      } else if (options.listenerEvents?.[event.type]) {
        actors.emit(options.listenerEvents[event.type] as string, event);
      } else {
        actor.send(event);
      }
      await settle();
      expectSameSnapshot(actor.getSnapshot(), step.state, `after step ${index}: ${describeEvent(event)}`);
    }
  } finally {
    actor.stop();
  }
}

/** `xstate.after.<delay>.<state id>`: a number of ms, or a named delay of the machine's setup. */
function delayOf(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot): number {
  const ref = type.split('.')[2] ?? '';
  if (/^\d+$/.test(ref)) return Number(ref);
  const delay = machine.implementations.delays[ref];
  if (delay === undefined) throw new Error(`Unknown delay '${ref}'`);
  if (typeof delay !== 'function') return delay;
  // The machine's delays read only context and event.
  const args = { context: snapshot.context, event: { type } } as unknown as Parameters<typeof delay>[0];
  return delay(args, undefined);
}

export function describePath({ path }: PlannedPath): string {
  return path.steps
    .slice(1)
    .map((step) => describeEvent(step.event))
    .join(' → ');
}

function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (type.startsWith('xstate.done.actor.')) return `${type.slice(18)} answers`;
  if (type.startsWith('xstate.error.actor.')) {
    const error = rest.error as { status?: number; code?: number } | undefined;
    return `${type.slice(19)} fails (${error?.status}/${error?.code})`;
  }
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  const payload = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${type}${payload}`;
}

function expectSameSnapshot(live: AnyMachineSnapshot, expected: AnyMachineSnapshot, where: string): void {
  expect(live.value, where).toEqual(expected.value);
  expect([...live.tags].sort(), where).toEqual([...expected.tags].sort());
  expect(live.context, where).toEqual(expected.context);
  expect(live.status, where).toBe(expected.status);
}
