import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  allStateIds,
  describePath,
  type GraphEvent,
  leafPaths,
  type PlannedPath,
  shortestPathPerState,
  shortestPaths,
  undescribedStateIds,
  untakenTransitions,
} from './graph-coverage';

/**
 * The graph walk every machine gets: each declared state is reached and described, each declared
 * transition taken, each state's
 * shortest path replays on a live actor, and so do the paths to every distinct snapshot.
 */
export function describeGraphWalk(
  name: string,
  machine: AnyStateMachine,
  inputs: unknown[],
  events: GraphEvent[],
  replay: (plan: PlannedPath) => Promise<void> | void,
) {
  describe(`${name}, walked from its graph`, () => {
    const plans = shortestPaths(machine, inputs, events);
    const perState = shortestPathPerState(machine, plans);

    it('reaches every state it declares', () => {
      expect([...perState.keys()].sort()).toEqual(allStateIds(machine));
    });

    it('takes every transition it declares', () => {
      expect(untakenTransitions(machine, inputs, events)).toEqual([]);
    });

    it('describes every state', () => {
      expect(undescribedStateIds(machine)).toEqual([]);
    });

    for (const [stateId, plan] of perState) {
      it(`reaches ${stateId} on a live actor: ${describePath(plan) || 'start'}`, () => replay(plan));
    }

    const leaves = leafPaths(plans);
    // Hundreds of paths for the larger machines: more than the default 5 s on a busy machine.
    it(`replays the paths to all ${plans.length} distinct snapshots (${leaves.length} paths) on a live actor`, async () => {
      for (const plan of leaves) await replay(plan);
    }, 60_000);
  });
}
