import type { TResumeSyncResult, TSyncableContent } from '@talkhire/contracts';
import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { resumeSyncGraph } from './graph-plan';
import { resumeSyncMachine } from './machine';

const { inputs, events } = resumeSyncGraph;

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = resumeSyncMachine.provide({
    actors: {
      readContent: actors.promise<TSyncableContent, { resumeId: number }>(),
      sync: actors.promise<TResumeSyncResult, { resumeId: number; itemIds: string[] }>(),
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock() });
}

describeGraphWalk('resume sync machine', resumeSyncMachine, inputs, events, replay);
